// Sessions in memory; a user's go with the user, as ON DELETE CASCADE does (memory-user.repository.ts).
import type { Rotation, SessionRepository } from '../../../../application/access/ports/session.repository.js';
import { UserNotFound } from '../../../../domain/access/access.errors.js';
import { isLive, type Session } from '../../../../domain/access/session.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import type { MemoryStore } from '../memory-store.js';
import { REFRESH_TOKENS, SESSIONS, USERS } from './memory-access-tables.js';

interface StoredToken {
  readonly sessionId: string;
  readonly usedAt: Instant | null;
}

export class MemorySessionRepository implements SessionRepository {
  constructor(private readonly store: MemoryStore) {}

  create(session: Session, refreshTokenHash: string): Promise<void> {
    return this.store.write(() => {
      if (!this.store.rows(USERS).has(session.userId)) throw new UserNotFound(session.userId);
      this.store.mutable<Session>(SESSIONS).set(session.id, session);
      this.store
        .mutable<StoredToken>(REFRESH_TOKENS)
        .set(refreshTokenHash, { sessionId: session.id, usedAt: null });
    });
  }

  async find(id: string): Promise<Session | undefined> {
    return this.sessions().get(id);
  }

  rotate(presentedHash: string, nextHash: string, now: Instant): Promise<Rotation> {
    return this.store.write((): Rotation => {
      const token = this.store.rows<StoredToken>(REFRESH_TOKENS).get(presentedHash);
      const session = token && this.sessions().get(token.sessionId);
      if (!token || !session) return { kind: 'invalid' };
      if (token.usedAt !== null) {
        if (session.endedAt !== null) return { kind: 'invalid' };
        this.store.mutable<Session>(SESSIONS).set(session.id, { ...session, endedAt: now });
        return { kind: 'reused', userId: session.userId };
      }
      if (!isLive(session, now)) return { kind: 'invalid' };
      const tokens = this.store.mutable<StoredToken>(REFRESH_TOKENS);
      tokens.set(presentedHash, { ...token, usedAt: now });
      tokens.set(nextHash, { sessionId: session.id, usedAt: null });
      const used = { ...session, lastUsedAt: now };
      this.store.mutable<Session>(SESSIONS).set(session.id, used);
      return { kind: 'rotated', session: used };
    });
  }

  end(id: string, now: Instant): Promise<boolean> {
    return this.store.write(() => {
      const session = this.sessions().get(id);
      if (!session || session.endedAt !== null) return false;
      this.store.mutable<Session>(SESSIONS).set(id, { ...session, endedAt: now });
      return true;
    });
  }

  endAllFor(userId: number, now: Instant): Promise<number> {
    return this.store.write(() => {
      const live = [...this.sessions().values()].filter((s) => s.userId === userId && s.endedAt === null);
      for (const session of live)
        this.store.mutable<Session>(SESSIONS).set(session.id, { ...session, endedAt: now });
      return live.length;
    });
  }

  async listLiveFor(userId: number, now: Instant): Promise<Session[]> {
    return [...this.sessions().values()]
      .filter((session) => session.userId === userId && isLive(session, now))
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
  }

  private sessions(): ReadonlyMap<string | number, Session> {
    return this.store.rows<Session>(SESSIONS);
  }
}

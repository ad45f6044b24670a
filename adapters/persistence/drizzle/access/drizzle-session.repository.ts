// Sessions on Drizzle: sessions and their refresh_tokens, cascading from users.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Rotation, SessionRepository } from '../../../../application/access/ports/session.repository.js';
import { UserNotFound } from '../../../../domain/access/access.errors.js';
import { isLive, type Session } from '../../../../domain/access/session.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { guarded } from '../violations.js';

type SessionRow = DrizzleGateway['tables']['sessions']['$inferSelect'];

export class DrizzleSessionRepository implements SessionRepository {
  constructor(private readonly gateway: DrizzleGateway) {}

  private get t() {
    return this.gateway.tables;
  }

  create(session: Session, refreshTokenHash: string): Promise<void> {
    return this.gateway.write(async (db) => {
      // Deleted since the password was checked (the transaction rolls back).
      await guarded(this.gateway, { foreignKey: () => new UserNotFound(session.userId) }, () =>
        db.insert(this.t.sessions).values(session),
      );
      await db
        .insert(this.t.refreshTokens)
        .values({ tokenHash: refreshTokenHash, sessionId: session.id, issuedAt: session.createdAt });
    });
  }

  async find(id: string): Promise<Session | undefined> {
    const { sessions } = this.t;
    const [row] = await this.gateway.reader().select().from(sessions).where(eq(sessions.id, id));
    return row && toSession(row);
  }

  rotate(presentedHash: string, nextHash: string, now: Instant): Promise<Rotation> {
    const { sessions, refreshTokens: tokens } = this.t;
    return this.gateway.write(async (db): Promise<Rotation> => {
      // One conditional update decides a race: only one request finds the token unused.
      const [used] = await db
        .update(tokens)
        .set({ usedAt: now })
        .where(and(eq(tokens.tokenHash, presentedHash), isNull(tokens.usedAt)))
        .returning({ sessionId: tokens.sessionId });
      if (!used) {
        const [known] = await db
          .select({ sessionId: tokens.sessionId, userId: sessions.userId })
          .from(tokens)
          .innerJoin(sessions, eq(sessions.id, tokens.sessionId))
          .where(eq(tokens.tokenHash, presentedHash));
        if (!known) return { kind: 'invalid' };
        const ended = await this.endWith(db, known.sessionId, now);
        return ended ? { kind: 'reused', userId: known.userId } : { kind: 'invalid' };
      }
      const [row] = await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(and(eq(sessions.id, used.sessionId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
        .returning();
      if (!row) return { kind: 'invalid' };
      await db.insert(tokens).values({ tokenHash: nextHash, sessionId: row.id, issuedAt: now });
      return { kind: 'rotated', session: toSession(row) };
    });
  }

  end(id: string, now: Instant): Promise<boolean> {
    return this.gateway.write((db) => this.endWith(db, id, now));
  }

  async endAllFor(userId: number, now: Instant): Promise<number> {
    const { sessions } = this.t;
    const ended = await this.gateway.write((db) =>
      db
        .update(sessions)
        .set({ endedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id }),
    );
    return ended.length;
  }

  async listLiveFor(userId: number, now: Instant): Promise<Session[]> {
    const { sessions } = this.t;
    const rows = await this.gateway
      .reader()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt), sessions.id);
    return rows.map(toSession).filter((session) => isLive(session, now));
  }

  private async endWith(db: Db, id: string, now: Instant): Promise<boolean> {
    const { sessions } = this.t;
    const ended = await db
      .update(sessions)
      .set({ endedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  }
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.userId,
    createdAt: instantFromMicros(row.createdAt),
    lastUsedAt: instantFromMicros(row.lastUsedAt),
    expiresAt: instantFromMicros(row.expiresAt),
    endedAt: row.endedAt === null ? null : instantFromMicros(row.endedAt),
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
  };
}

import { NotAuthenticated, UserNotFound } from '../../../domain/access/access.errors.js';
import { NeedsSignedInUser } from '../../../domain/access/second-factor.errors.js';
import {
  InvalidRefreshToken,
  RefreshTokenReused,
  SessionNotFound,
} from '../../../domain/access/session.errors.js';
import { isLive, type Session } from '../../../domain/access/session.js';
import type { Actor } from '../../shared/actor.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { SessionRepository } from '../ports/session.repository.js';
import type { SessionSecrets } from '../ports/session-secrets.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { SessionIssuer, SignedIn } from './session-issuer.js';

export interface SessionDeps {
  readonly sessions: SessionRepository;
  readonly secrets: SessionSecrets;
  readonly users: UserRepository;
  readonly issuer: SessionIssuer;
  readonly clock: Clock;
  /** Forgets the user's cached actors on this instance (RecentActors.forgetUser). */
  readonly forgetUser: (userId: number) => void;
}

/** The session an actor signed in with; an API key or a service has none to manage. */
export function sessionOf(actor: Actor): { userId: number; sessionId: string } {
  if (actor.apiKeyId !== undefined || actor.userId === null || actor.sessionId === undefined) {
    throw new NeedsSignedInUser();
  }
  return { userId: actor.userId, sessionId: actor.sessionId };
}

/** Refresh, logout and the list of one's sessions; an administrator's view of a user's (docs/api/access.md#sessions). */
export class SessionUseCases {
  constructor(private readonly deps: SessionDeps) {}

  /** A new pair for a refresh token, which is used up; a used one presented again ends its session. */
  async refresh(refreshToken: string): Promise<SignedIn> {
    const { sessions, secrets, users, clock } = this.deps;
    const next = secrets.refreshToken();
    const rotation = await sessions.rotate(secrets.hash(refreshToken), secrets.hash(next), clock.now());
    if (rotation.kind === 'reused') {
      // The session's access tokens stop on this instance now, not when the actor cache forgets them.
      this.deps.forgetUser(rotation.userId);
      throw new RefreshTokenReused();
    }
    if (rotation.kind === 'invalid') throw new InvalidRefreshToken();
    const user = await users.findById(rotation.session.userId);
    if (!user?.enabled) {
      await sessions.end(rotation.session.id, clock.now());
      throw new InvalidRefreshToken();
    }
    return this.deps.issuer.signedIn(user, rotation.session, next);
  }

  async logout(actor: Actor): Promise<void> {
    const { userId, sessionId } = sessionOf(actor);
    await this.deps.sessions.end(sessionId, this.deps.clock.now());
    this.deps.forgetUser(userId);
  }

  async listOwn(actor: Actor): Promise<Session[]> {
    return this.deps.sessions.listLiveFor(sessionOf(actor).userId, this.deps.clock.now());
  }

  async endOwn(actor: Actor, id: string): Promise<void> {
    const { userId } = sessionOf(actor);
    const session = await this.deps.sessions.find(id);
    // Someone else's session is as unknown as one that does not exist.
    if (session?.userId !== userId || !isLive(session, this.deps.clock.now())) throw new SessionNotFound(id);
    await this.deps.sessions.end(id, this.deps.clock.now());
    this.deps.forgetUser(userId);
  }

  async listFor(userId: number): Promise<Session[]> {
    if (!(await this.deps.users.findById(userId))) throw new UserNotFound(userId);
    return this.deps.sessions.listLiveFor(userId, this.deps.clock.now());
  }

  async endAllFor(userId: number): Promise<void> {
    if (!(await this.deps.users.findById(userId))) throw new UserNotFound(userId);
    await this.deps.sessions.endAllFor(userId, this.deps.clock.now());
    this.deps.forgetUser(userId);
  }
}

/** Whether an access token's session still holds: the authenticator's check. */
export async function assertLiveSession(
  sessions: SessionRepository,
  clock: Clock,
  userId: number,
  sessionId: string,
): Promise<void> {
  const session = await sessions.find(sessionId);
  if (!session || session.userId !== userId || !isLive(session, clock.now())) {
    throw new NotAuthenticated('The bearer token is invalid or expired');
  }
}

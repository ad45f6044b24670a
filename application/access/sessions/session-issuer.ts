import type { Session } from '../../../domain/access/session.js';
import type { User } from '../../../domain/access/user.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { SessionRepository } from '../ports/session.repository.js';
import type { SessionSecrets } from '../ports/session-secrets.js';
import type { IssuedToken, TokenService } from '../ports/token-service.js';

/** What a client keeps after a login or a refresh (docs/api/access.md#login). */
export interface SignedIn extends IssuedToken {
  readonly user: User;
  readonly refreshToken: string;
  readonly refreshExpiresIn: number;
}

/** Where a login comes from, kept with its session for the user to recognise it. */
export interface ClientInfo {
  readonly clientAddress: string;
  readonly userAgent?: string;
}

const MICROS = 1_000_000;
const MAX_USER_AGENT = 255;

/** Opens sessions and hands out the token pair of a session. */
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly secrets: SessionSecrets,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly refreshTtlSeconds: number,
  ) {}

  /** A new session for a user who just proved who they are. */
  async open(user: User, client: ClientInfo): Promise<SignedIn> {
    const now = this.clock.now();
    const session: Session = {
      id: this.secrets.sessionId(),
      userId: user.id,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: (now + this.refreshTtlSeconds * MICROS) as Session['expiresAt'],
      endedAt: null,
      clientAddress: client.clientAddress,
      userAgent: client.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    };
    const refreshToken = this.secrets.refreshToken();
    await this.sessions.create(session, this.secrets.hash(refreshToken));
    return this.signedIn(user, session, refreshToken);
  }

  /** The pair for a session that goes on, with its next refresh token. */
  async signedIn(user: User, session: Session, refreshToken: string): Promise<SignedIn> {
    const token = await this.tokens.issue(user, session.id);
    const refreshExpiresIn = Math.max(0, Math.ceil((session.expiresAt - this.clock.now()) / MICROS));
    return { ...token, user, refreshToken, refreshExpiresIn };
  }
}

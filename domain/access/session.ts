import type { Instant } from '../shared/instant.js';

/**
 * One signed-in client: the family of refresh tokens handed out since its login. Ending it
 * ends them all, and the access tokens that name it (docs/api/access.md#sessions).
 */
export interface Session {
  readonly id: string;
  readonly userId: number;
  readonly createdAt: Instant;
  readonly lastUsedAt: Instant;
  /** Absolute: refreshing does not extend it. */
  readonly expiresAt: Instant;
  readonly endedAt: Instant | null;
  readonly clientAddress: string | null;
  readonly userAgent: string | null;
}

export function isLive(session: Session, now: Instant): boolean {
  return session.endedAt === null && session.expiresAt > now;
}

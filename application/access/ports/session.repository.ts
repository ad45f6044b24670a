import type { Session } from '../../../domain/access/session.js';
import type { Instant } from '../../../domain/shared/instant.js';

/** What presenting a refresh token did. */
export type Rotation =
  | { readonly kind: 'rotated'; readonly session: Session }
  /** Used before: the session (of this user) has been ended. */
  | { readonly kind: 'reused'; readonly userId: number }
  /** Unknown, or its session ended or expired. */
  | { readonly kind: 'invalid' };

export interface SessionRepository {
  /** Throws UserNotFound when the user does not exist (deleted meanwhile). */
  create(session: Session, refreshTokenHash: string): Promise<void>;
  find(id: string): Promise<Session | undefined>;
  /**
   * Marks the presented token used and stores its successor, in one transaction; of two
   * requests presenting one token, exactly one rotates it, and the other ends the session.
   */
  rotate(presentedHash: string, nextHash: string, now: Instant): Promise<Rotation>;
  /** False when there was no live session of that ID. */
  end(id: string, now: Instant): Promise<boolean>;
  /** Ends every live session of the user; how many there were. */
  endAllFor(userId: number, now: Instant): Promise<number>;
  /** Newest first. */
  listLiveFor(userId: number, now: Instant): Promise<Session[]>;
}

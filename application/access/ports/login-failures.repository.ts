import type { Instant } from '../../../domain/shared/instant.js';

/** Failed logins by throttle key; on one database, every instance's (docs/api/access.md#login-throttling). */
export interface LoginFailuresRepository {
  record(keys: readonly string[], at: Instant): Promise<void>;
  /** The failure times of each key since `since`, oldest first; keys without any are absent. */
  since(keys: readonly string[], since: Instant): Promise<Map<string, Instant[]>>;
  /** Every key with at least `minimum` failures since `since`: its count and latest failure. */
  frequent(since: Instant, minimum: number): Promise<{ key: string; failures: number; last: Instant }[]>;
  /** Forgets the failures of the keys between `from` (included) and `to` (excluded). */
  forgetRange(from: string, to: string): Promise<number>;
  forgetBefore(before: Instant): Promise<void>;
}

import type { SecondFactor } from '../../../domain/access/second-factor.js';
import type { Instant } from '../../../domain/shared/instant.js';

export interface SecondFactorRepository {
  find(userId: number): Promise<SecondFactor | undefined>;
  /** Stores a pending set-up, replacing a pending one; false when a confirmed one exists; UserNotFound when the user does not. */
  start(factor: SecondFactor): Promise<boolean>;
  /** Confirms the pending set-up with its first accepted step and stores the recovery codes' hashes; false when none is pending. */
  confirm(userId: number, at: Instant, step: number, recoveryCodeHashes: readonly string[]): Promise<boolean>;
  /** Records an accepted step, only if it is later than every step accepted before: false otherwise (a replay). */
  acceptStep(userId: number, step: number): Promise<boolean>;
  /** Marks an unused recovery code used; false when there is no such unused code. */
  spendRecoveryCode(userId: number, hash: string, at: Instant): Promise<boolean>;
  unusedRecoveryCodes(userId: number): Promise<number>;
  /** The factor and its recovery codes; false when there was none. */
  remove(userId: number): Promise<boolean>;
}

import { InvalidSecondFactor, SecondFactorRequired } from '../../../domain/access/second-factor.errors.js';
import {
  isAppCode,
  isConfirmed,
  isFreshStep,
  isPlausibleOneTimeCode,
  normalizeRecoveryCode,
} from '../../../domain/access/second-factor.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { OneTimeCodes } from '../ports/one-time-codes.js';
import type { SecondFactorRepository } from '../ports/second-factor.repository.js';

/** The second step of a login, for accounts that set up a second factor (docs/api/access.md#second-factor). */
export class SecondFactorCheck {
  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly codes: OneTimeCodes,
    private readonly clock: Clock,
  ) {}

  /** Throws SecondFactorRequired without a code, InvalidSecondFactor for a wrong, stale or used one. */
  async check(userId: number, oneTimeCode: string | undefined): Promise<void> {
    const factor = await this.factors.find(userId);
    if (!isConfirmed(factor)) return;
    if (oneTimeCode === undefined) throw new SecondFactorRequired();
    if (!isPlausibleOneTimeCode(oneTimeCode)) throw new InvalidSecondFactor();
    if (!isAppCode(oneTimeCode)) {
      const hash = this.codes.recoveryCodeHash(normalizeRecoveryCode(oneTimeCode));
      if (await this.factors.spendRecoveryCode(userId, hash, this.clock.now())) return;
      throw new InvalidSecondFactor();
    }
    const step = this.codes.matchingStep(factor.secret, oneTimeCode, this.clock.now());
    // The same code twice (or an older one after a newer) is refused: it may have been seen.
    if (step === undefined || !isFreshStep(factor, step) || !(await this.factors.acceptStep(userId, step))) {
      throw new InvalidSecondFactor();
    }
  }
}

import { UserNotFound } from '../../../domain/access/access.errors.js';
import { isPlausiblePassword } from '../../../domain/access/password.js';
import {
  invalidOneTimeCode,
  NeedsSignedInUser,
  NoEnrolmentStarted,
  SecondFactorAlreadyEnrolled,
  wrongPassword,
} from '../../../domain/access/second-factor.errors.js';
import { isConfirmed, RECOVERY_CODE_COUNT } from '../../../domain/access/second-factor.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { Actor } from '../../shared/actor.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { OneTimeCodes } from '../ports/one-time-codes.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { SecondFactorRepository } from '../ports/second-factor.repository.js';
import type { UserRepository } from '../ports/user.repository.js';

export interface SecondFactorStatus {
  readonly enrolled: boolean;
  readonly pending: boolean;
  readonly confirmedAt: Instant | null;
  readonly recoveryCodesLeft: number;
}

export interface Enrolment {
  readonly secret: string;
  readonly otpauthUri: string;
}

export interface SecondFactorDeps {
  readonly factors: SecondFactorRepository;
  readonly codes: OneTimeCodes;
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
}

/** The signed-in person, not a script with an API key: setting up a factor is theirs to do. */
function personOf(actor: Actor): number {
  if (actor.apiKeyId !== undefined || actor.userId === null) throw new NeedsSignedInUser();
  return actor.userId;
}

/** Setting up, confirming, checking and removing one's own second factor; an administrator's reset. */
export class SecondFactorUseCases {
  constructor(private readonly deps: SecondFactorDeps) {}

  async status(actor: Actor): Promise<SecondFactorStatus> {
    const userId = personOf(actor);
    const factor = await this.deps.factors.find(userId);
    return {
      enrolled: isConfirmed(factor),
      pending: factor !== undefined && !isConfirmed(factor),
      confirmedAt: factor?.confirmedAt ?? null,
      recoveryCodesLeft: isConfirmed(factor) ? await this.deps.factors.unusedRecoveryCodes(userId) : 0,
    };
  }

  /** A new secret for the app; a set-up not yet confirmed is replaced. */
  async start(actor: Actor): Promise<Enrolment> {
    const userId = personOf(actor);
    const secret = this.deps.codes.newSecret();
    const factor = { userId, secret, createdAt: this.deps.clock.now(), confirmedAt: null, lastStep: null };
    if (!(await this.deps.factors.start(factor))) throw new SecondFactorAlreadyEnrolled();
    return { secret, otpauthUri: this.deps.codes.enrolmentUri(secret, actor.username) };
  }

  /** The first code from the app turns the factor on; the recovery codes are shown this once. */
  async confirm(actor: Actor, code: string): Promise<string[]> {
    const userId = personOf(actor);
    const factor = await this.deps.factors.find(userId);
    if (!factor) throw new NoEnrolmentStarted();
    if (isConfirmed(factor)) throw new SecondFactorAlreadyEnrolled();
    const now = this.deps.clock.now();
    const step = this.deps.codes.matchingStep(factor.secret, code, now);
    if (step === undefined) throw invalidOneTimeCode();
    const recoveryCodes = this.deps.codes.recoveryCodes(RECOVERY_CODE_COUNT);
    const hashes = recoveryCodes.map((recovery) => this.deps.codes.recoveryCodeHash(recovery));
    if (!(await this.deps.factors.confirm(userId, now, step, hashes))) throw new NoEnrolmentStarted();
    return recoveryCodes;
  }

  /** Turning it off needs the password: a stolen session alone must not be enough. */
  async removeOwn(actor: Actor, password: string): Promise<void> {
    const userId = personOf(actor);
    const user = await this.deps.users.findById(userId);
    if (!user) throw new UserNotFound(userId);
    // A password no account can have (over 72 bytes, ill-formed) is wrong without asking bcrypt.
    if (!isPlausiblePassword(password) || !(await this.deps.hasher.verify(password, user.passwordHash))) {
      throw wrongPassword();
    }
    await this.deps.factors.remove(userId);
  }

  /** For a user who lost their phone and their recovery codes. */
  async reset(userId: number): Promise<void> {
    if (!(await this.deps.users.findById(userId))) throw new UserNotFound(userId);
    await this.deps.factors.remove(userId);
  }
}

import { InvalidCredentials, TooManyLoginAttempts, UserNotFound } from '../../domain/access/access.errors.js';
import { isPlausiblePassword } from '../../domain/access/password.js';
import { InvalidSecondFactor } from '../../domain/access/second-factor.errors.js';
import { isPlausibleUsername, type User } from '../../domain/access/user.js';
import { type LoginMetrics, NO_METRICS } from '../shared/ports/metrics.js';
import type { LoginAttempt, LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './ports/password-hasher.js';
import type { UserRepository } from './ports/user.repository.js';
import type { SecondFactorCheck } from './second-factor/second-factor-check.js';
import type { SessionIssuer, SignedIn } from './sessions/session-issuer.js';

export interface LoginCommand {
  readonly username: string;
  readonly password: string;
  readonly clientAddress: string;
  readonly userAgent?: string;
  /** The authenticator app's code or a recovery code, for accounts with a second factor. */
  readonly oneTimeCode?: string;
}

export class LoginUseCase {
  /**
   * Compared against when the username is unknown, so both failures take as long. Made with
   * the configured cost: a fixed hash of another cost would tell unknown names apart by time.
   */
  private readonly unknownUserHash: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly issuer: SessionIssuer,
    private readonly throttle: LoginThrottle,
    private readonly secondFactor: SecondFactorCheck,
    private readonly metrics: LoginMetrics = NO_METRICS,
  ) {
    this.unknownUserHash = hasher.hash('no such user');
  }

  async execute(command: LoginCommand): Promise<SignedIn> {
    const attempt = await this.reserve(command);
    try {
      // A name no account can have (a NUL, a control, an unpaired surrogate) never reaches the store.
      const user = isPlausibleUsername(command.username)
        ? await this.users.findByUsername(command.username)
        : undefined;
      const matches = await this.passwordMatches(command.password, user?.passwordHash);
      if (!user?.enabled || !matches) {
        await attempt.failed();
        this.metrics.loginFailed();
        throw new InvalidCredentials();
      }
      await this.checkSecondFactor(user.id, command.oneTimeCode, attempt);
      return await this.open(user, command);
    } finally {
      // Success or an unexpected failure (the database out of reach): the place goes back, uncounted.
      attempt.succeeded();
    }
  }

  /** A user deleted since the password was compared has nothing to sign in to. */
  private async open(user: User, command: LoginCommand): Promise<SignedIn> {
    try {
      return await this.issuer.open(user, command);
    } catch (error) {
      if (error instanceof UserNotFound) throw new InvalidCredentials();
      throw error;
    }
  }

  /** A wrong code counts as a failed attempt, so codes cannot be guessed faster than passwords. */
  private async checkSecondFactor(
    userId: number,
    code: string | undefined,
    attempt: LoginAttempt,
  ): Promise<void> {
    try {
      await this.secondFactor.check(userId, code);
    } catch (error) {
      if (error instanceof InvalidSecondFactor) {
        await attempt.failed();
        this.metrics.loginFailed();
      }
      throw error;
    }
  }

  private async reserve(command: LoginCommand): Promise<LoginAttempt> {
    try {
      return await this.throttle.reserve(command.username, command.clientAddress);
    } catch (error) {
      if (error instanceof TooManyLoginAttempts) this.metrics.loginLockedOut();
      throw error;
    }
  }

  private async passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
    // No stored password is over 72 bytes, ill-formed or holds a NUL; bcrypt would compare only
    // a longer one's prefix, and an encoder would turn an unpaired surrogate into U+FFFD.
    if (!isPlausiblePassword(password)) return false;
    return this.hasher.verify(password, hash ?? (await this.unknownUserHash));
  }
}

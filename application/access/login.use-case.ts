import { InvalidCredentials, TooManyLoginAttempts } from '../../domain/access/access.errors.js';
import { isPlausiblePassword } from '../../domain/access/password.js';
import { isPlausibleUsername, type User } from '../../domain/access/user.js';
import { type LoginMetrics, NO_METRICS } from '../shared/ports/metrics.js';
import type { LoginAttempt, LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './ports/password-hasher.js';
import type { IssuedToken, TokenService } from './ports/token-service.js';
import type { UserRepository } from './ports/user.repository.js';

export interface LoginCommand {
  readonly username: string;
  readonly password: string;
  readonly clientAddress: string;
}

export interface LoginResult extends IssuedToken {
  readonly user: User;
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
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly metrics: LoginMetrics = NO_METRICS,
  ) {
    this.unknownUserHash = hasher.hash('no such user');
  }

  async execute(command: LoginCommand): Promise<LoginResult> {
    const attempt = this.reserve(command);
    try {
      // A name no account can have (a NUL, a control, an unpaired surrogate) never reaches the store.
      const user = isPlausibleUsername(command.username)
        ? await this.users.findByUsername(command.username)
        : undefined;
      const matches = await this.passwordMatches(command.password, user?.passwordHash);
      if (!user?.enabled || !matches) {
        attempt.failed();
        this.metrics.loginFailed();
        throw new InvalidCredentials();
      }
      const token = await this.tokens.issue(user);
      attempt.succeeded();
      return { ...token, user };
    } finally {
      // An unexpected failure (the database out of reach) neither counts nor keeps the place.
      attempt.succeeded();
    }
  }

  private reserve(command: LoginCommand): LoginAttempt {
    try {
      return this.throttle.reserve(command.username, command.clientAddress);
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

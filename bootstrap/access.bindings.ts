import type { Container } from 'inversify';
import { authRoutes } from '../adapters/http/access/auth.router.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { BcryptPasswordHasher } from '../adapters/security/bcrypt-password-hasher.js';
import { JoseTokenService } from '../adapters/security/jose-token-service.js';
import { AuthenticateUseCase } from '../application/access/authenticate.use-case.js';
import { EnsureSystemAccessUseCase } from '../application/access/ensure-system-access.use-case.js';
import { GetCurrentUserUseCase } from '../application/access/get-current-user.use-case.js';
import { LoginUseCase } from '../application/access/login.use-case.js';
import { LoginThrottle } from '../application/access/login-throttle.js';
import type { PasswordHasher } from '../application/access/ports/password-hasher.js';
import type { RoleRepository } from '../application/access/ports/role.repository.js';
import type { TokenService } from '../application/access/ports/token-service.js';
import type { UserRepository } from '../application/access/ports/user.repository.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { RandomSecrets } from '../application/shared/ports/random-secrets.js';
import type { UnitOfWork } from '../application/shared/ports/unit-of-work.js';
import type { AppConfig } from './env.js';
import { TOKENS } from './tokens.js';

const JWT_SECRET_NAME = 'jwt-signing-key';

/** The signing key: configured, or generated once and shared through the database by every instance. */
async function signingKey(
  config: AppConfig,
  persistence: Persistence,
  random: RandomSecrets,
): Promise<string> {
  return config.jwtSecret ?? persistence.secrets.getOrCreate(JWT_SECRET_NAME, random.signingKey());
}

export async function bindAccess(
  container: Container,
  config: AppConfig,
  persistence: Persistence,
): Promise<void> {
  const secret = await signingKey(config, persistence, container.get<RandomSecrets>(TOKENS.randomSecrets));
  container.bind(TOKENS.userRepository).toConstantValue(persistence.users);
  container.bind(TOKENS.roleRepository).toConstantValue(persistence.roles);
  container.bind(TOKENS.passwordHasher).toConstantValue(new BcryptPasswordHasher(config.bcryptCost));
  container.bind(TOKENS.tokenService).toConstantValue(new JoseTokenService(secret, config.jwtTtlSeconds));
  container.bind(LoginThrottle).toResolvedValue((clock: Clock) => new LoginThrottle(clock), [TOKENS.clock]);

  container
    .bind(LoginUseCase)
    .toResolvedValue(
      (users: UserRepository, hasher: PasswordHasher, tokens: TokenService, throttle: LoginThrottle) =>
        new LoginUseCase(users, hasher, tokens, throttle),
      [TOKENS.userRepository, TOKENS.passwordHasher, TOKENS.tokenService, LoginThrottle],
    );
  container
    .bind(AuthenticateUseCase)
    .toResolvedValue(
      (tokens: TokenService, users: UserRepository) => new AuthenticateUseCase(tokens, users),
      [TOKENS.tokenService, TOKENS.userRepository],
    );
  container
    .bind(GetCurrentUserUseCase)
    .toResolvedValue((users: UserRepository) => new GetCurrentUserUseCase(users), [TOKENS.userRepository]);
  container
    .bind(EnsureSystemAccessUseCase)
    .toResolvedValue(
      (
        roles: RoleRepository,
        users: UserRepository,
        hasher: PasswordHasher,
        random: RandomSecrets,
        clock: Clock,
        uow: UnitOfWork,
      ) => new EnsureSystemAccessUseCase(roles, users, hasher, random, clock, uow),
      [
        TOKENS.roleRepository,
        TOKENS.userRepository,
        TOKENS.passwordHasher,
        TOKENS.randomSecrets,
        TOKENS.clock,
        TOKENS.unitOfWork,
      ],
    );

  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (login: LoginUseCase, currentUser: GetCurrentUserUseCase) => authRoutes({ login, currentUser }),
      [LoginUseCase, GetCurrentUserUseCase],
    );
}

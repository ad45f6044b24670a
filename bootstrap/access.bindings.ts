import type { Container } from 'inversify';
import { authRoutes } from '../adapters/http/access/auth.handlers.js';
import { roleRoutes } from '../adapters/http/access/roles.handlers.js';
import { userRoutes } from '../adapters/http/access/users.handlers.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { BcryptPasswordHasher } from '../adapters/security/bcrypt-password-hasher.js';
import { JoseTokenService } from '../adapters/security/jose-token-service.js';
import { AuthenticateUseCase } from '../application/access/authenticate.use-case.js';
import { CreateRoleUseCase } from '../application/access/create-role.use-case.js';
import { CreateUserUseCase } from '../application/access/create-user.use-case.js';
import { DeleteRoleUseCase } from '../application/access/delete-role.use-case.js';
import { DeleteSelectedRolesUseCase } from '../application/access/delete-selected-roles.use-case.js';
import { DeleteSelectedUsersUseCase } from '../application/access/delete-selected-users.use-case.js';
import { DeleteUserUseCase } from '../application/access/delete-user.use-case.js';
import { EnsureSystemAccessUseCase } from '../application/access/ensure-system-access.use-case.js';
import { ForgettingUserRepository } from '../application/access/forgetting-user.repository.js';
import { GetCurrentUserUseCase } from '../application/access/get-current-user.use-case.js';
import { GetRoleUseCase } from '../application/access/get-role.use-case.js';
import { GetUserUseCase } from '../application/access/get-user.use-case.js';
import { ListRolesUseCase } from '../application/access/list-roles.use-case.js';
import { ListUsersUseCase } from '../application/access/list-users.use-case.js';
import { LoginUseCase } from '../application/access/login.use-case.js';
import { LoginThrottle } from '../application/access/login-throttle.js';
import type { PasswordHasher } from '../application/access/ports/password-hasher.js';
import type { RoleRepository } from '../application/access/ports/role.repository.js';
import type { TokenService } from '../application/access/ports/token-service.js';
import type { UserRepository } from '../application/access/ports/user.repository.js';
import { RecentActors } from '../application/access/recent-actors.js';
import { UpdateRoleUseCase } from '../application/access/update-role.use-case.js';
import { UpdateUserUseCase } from '../application/access/update-user.use-case.js';
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
  container.bind(RecentActors).toResolvedValue((clock: Clock) => new RecentActors(clock), [TOKENS.clock]);
  container
    .bind(TOKENS.userRepository)
    .toResolvedValue(
      (recent: RecentActors, uow: UnitOfWork) => new ForgettingUserRepository(persistence.users, recent, uow),
      [RecentActors, TOKENS.unitOfWork],
    );
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
      (tokens: TokenService, users: UserRepository, recent: RecentActors) =>
        new AuthenticateUseCase(tokens, users, recent),
      [TOKENS.tokenService, TOKENS.userRepository, RecentActors],
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

  bindUserAdministration(container, config.adminUsername);
  bindRoleAdministration(container);
}

/** User administration (docs/api/access.md#protected-accounts); `forcedAdminUsername` is APP_ADMIN_USERNAME, an account no one may remove or lock out. */
function bindUserAdministration(container: Container, forcedAdminUsername: string): void {
  container
    .bind(ListUsersUseCase)
    .toResolvedValue((users: UserRepository) => new ListUsersUseCase(users), [TOKENS.userRepository]);
  container
    .bind(GetUserUseCase)
    .toResolvedValue((users: UserRepository) => new GetUserUseCase(users), [TOKENS.userRepository]);
  container
    .bind(CreateUserUseCase)
    .toResolvedValue(
      (users: UserRepository, roles: RoleRepository, hasher: PasswordHasher, clock: Clock, uow: UnitOfWork) =>
        new CreateUserUseCase(users, roles, hasher, clock, uow),
      [TOKENS.userRepository, TOKENS.roleRepository, TOKENS.passwordHasher, TOKENS.clock, TOKENS.unitOfWork],
    );
  container
    .bind(UpdateUserUseCase)
    .toResolvedValue(
      (users: UserRepository, roles: RoleRepository, hasher: PasswordHasher, clock: Clock, uow: UnitOfWork) =>
        new UpdateUserUseCase(users, roles, hasher, clock, uow, forcedAdminUsername),
      [TOKENS.userRepository, TOKENS.roleRepository, TOKENS.passwordHasher, TOKENS.clock, TOKENS.unitOfWork],
    );
  container
    .bind(DeleteUserUseCase)
    .toResolvedValue(
      (users: UserRepository, uow: UnitOfWork) => new DeleteUserUseCase(users, uow, forcedAdminUsername),
      [TOKENS.userRepository, TOKENS.unitOfWork],
    );
  container
    .bind(DeleteSelectedUsersUseCase)
    .toResolvedValue(
      (users: UserRepository, uow: UnitOfWork) =>
        new DeleteSelectedUsersUseCase(users, uow, forcedAdminUsername),
      [TOKENS.userRepository, TOKENS.unitOfWork],
    );

  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (
        list: ListUsersUseCase,
        get: GetUserUseCase,
        create: CreateUserUseCase,
        update: UpdateUserUseCase,
        remove: DeleteUserUseCase,
        deleteSelected: DeleteSelectedUsersUseCase,
      ) => userRoutes({ list, get, create, update, delete: remove, deleteSelected }),
      [
        ListUsersUseCase,
        GetUserUseCase,
        CreateUserUseCase,
        UpdateUserUseCase,
        DeleteUserUseCase,
        DeleteSelectedUsersUseCase,
      ],
    );
}

function bindRoleAdministration(container: Container): void {
  container
    .bind(ListRolesUseCase)
    .toResolvedValue((roles: RoleRepository) => new ListRolesUseCase(roles), [TOKENS.roleRepository]);
  container
    .bind(GetRoleUseCase)
    .toResolvedValue((roles: RoleRepository) => new GetRoleUseCase(roles), [TOKENS.roleRepository]);
  container
    .bind(CreateRoleUseCase)
    .toResolvedValue((roles: RoleRepository) => new CreateRoleUseCase(roles), [TOKENS.roleRepository]);
  container
    .bind(UpdateRoleUseCase)
    .toResolvedValue(
      (roles: RoleRepository, uow: UnitOfWork) => new UpdateRoleUseCase(roles, uow),
      [TOKENS.roleRepository, TOKENS.unitOfWork],
    );
  container
    .bind(DeleteRoleUseCase)
    .toResolvedValue(
      (roles: RoleRepository, users: UserRepository, uow: UnitOfWork) =>
        new DeleteRoleUseCase(roles, users, uow),
      [TOKENS.roleRepository, TOKENS.userRepository, TOKENS.unitOfWork],
    );
  container
    .bind(DeleteSelectedRolesUseCase)
    .toResolvedValue(
      (roles: RoleRepository, users: UserRepository, uow: UnitOfWork) =>
        new DeleteSelectedRolesUseCase(roles, users, uow),
      [TOKENS.roleRepository, TOKENS.userRepository, TOKENS.unitOfWork],
    );

  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (
        list: ListRolesUseCase,
        get: GetRoleUseCase,
        create: CreateRoleUseCase,
        update: UpdateRoleUseCase,
        remove: DeleteRoleUseCase,
        deleteSelected: DeleteSelectedRolesUseCase,
      ) => roleRoutes({ list, get, create, update, delete: remove, deleteSelected }),
      [
        ListRolesUseCase,
        GetRoleUseCase,
        CreateRoleUseCase,
        UpdateRoleUseCase,
        DeleteRoleUseCase,
        DeleteSelectedRolesUseCase,
      ],
    );
}

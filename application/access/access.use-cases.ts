import { ListUseCase } from '../listing/list.use-case.js';
import type { ListDefinition } from '../listing/list-query.js';
import type { ListingRepository } from '../listing/ports/listing.repository.js';
import { GetByIdUseCase } from '../shared/get-by-id.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { LoginMetrics } from '../shared/ports/metrics.js';
import type { RandomSecrets } from '../shared/ports/random-secrets.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { roleDeletion, userDeletion } from './access-deletions.js';
import { ApiKeyUseCases } from './api-keys/api-key.use-cases.js';
import { CreateRoleUseCase } from './create-role.use-case.js';
import { CreateUserUseCase } from './create-user.use-case.js';
import { DeleteSelectedUseCase, DeleteUseCase, type Deletion } from './deletion.use-cases.js';
import { EnsureSystemAccessUseCase } from './ensure-system-access.use-case.js';
import { GetCurrentUserUseCase } from './get-current-user.use-case.js';
import { LoginUseCase } from './login.use-case.js';
import { LoginThrottle } from './login-throttle.js';
import type { ApiKeyRepository } from './ports/api-key.repository.js';
import type { ApiKeySecrets } from './ports/api-key-secrets.js';
import type { LoginFailuresRepository } from './ports/login-failures.repository.js';
import type { OneTimeCodes } from './ports/one-time-codes.js';
import type { PasswordHasher } from './ports/password-hasher.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { SecondFactorRepository } from './ports/second-factor.repository.js';
import type { SecurityEvents } from './ports/security-events.js';
import type { SessionRepository } from './ports/session.repository.js';
import type { SessionSecrets } from './ports/session-secrets.js';
import type { TokenService } from './ports/token-service.js';
import type { UserRepository } from './ports/user.repository.js';
import { roleListing } from './role-listing.js';
import { SecondFactorUseCases } from './second-factor/second-factor.use-cases.js';
import { SecondFactorCheck } from './second-factor/second-factor-check.js';
import { PasswordUseCases } from './sessions/password.use-cases.js';
import { SessionUseCases } from './sessions/session.use-cases.js';
import { SessionIssuer } from './sessions/session-issuer.js';
import { UpdateOwnProfileUseCase } from './update-own-profile.use-case.js';
import { UpdateRoleUseCase } from './update-role.use-case.js';
import { UpdateUserUseCase } from './update-user.use-case.js';
import { userListing } from './user-listing.js';

export interface AccessDeps {
  /** The user repository that forgets cached actors on writes (forgettingUsers). */
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenService;
  readonly random: RandomSecrets;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
  /** APP_ADMIN_USERNAME: an account no one may remove or lock out (docs/api/access.md#protected-accounts). */
  readonly forcedAdminUsername: string;
  /** Told of refused logins; none: nothing is counted. */
  readonly metrics?: LoginMetrics;
  readonly secondFactors: SecondFactorRepository;
  readonly oneTimeCodes: OneTimeCodes;
  readonly sessions: SessionRepository;
  readonly sessionSecrets: SessionSecrets;
  readonly apiKeys: ApiKeyRepository;
  readonly loginFailures: LoginFailuresRepository;
  /** Told of lockouts (a warn line in the logs). */
  readonly securityEvents: SecurityEvents;
  readonly apiKeySecrets: ApiKeySecrets;
  /** How long a session lasts from its login (APP_REFRESH_TTL_SECONDS). */
  readonly refreshTtlSeconds: number;
  /** Forgets a user's cached actors on this instance. */
  readonly forgetUser: (userId: number) => void;
}

export type AccessUseCases = ReturnType<typeof accessUseCases>;

/** Login, the current user, and the administration of users and roles. */
export function accessUseCases(deps: AccessDeps) {
  const { users, roles, hasher, clock, unitOfWork: uow, forcedAdminUsername: forced } = deps;
  const factors = deps.secondFactors;
  const secondFactorCheck = new SecondFactorCheck(factors, deps.oneTimeCodes, clock);
  const { sessions, forgetUser } = deps;
  const issuer = new SessionIssuer(sessions, deps.sessionSecrets, deps.tokens, clock, deps.refreshTtlSeconds);
  const throttle = new LoginThrottle(clock, deps.loginFailures, deps.securityEvents);
  const writing = { users, roles, hasher, clock, uow };
  const update = new UpdateUserUseCase(writing, forced, sessions);
  return {
    ensureSystemAccess: new EnsureSystemAccessUseCase(roles, users, hasher, deps.random, clock, uow),
    auth: {
      login: new LoginUseCase(users, hasher, issuer, throttle, secondFactorCheck, deps.metrics),
      currentUser: new GetCurrentUserUseCase(users),
      sessions: new SessionUseCases({
        sessions,
        secrets: deps.sessionSecrets,
        users,
        issuer,
        clock,
        forgetUser,
      }),
      passwords: new PasswordUseCases({ users, sessions, hasher, issuer, clock, unitOfWork: uow }),
      /** A user's own name (docs/api/access.md#self-service); never through an API key. */
      profile: new UpdateOwnProfileUseCase(users, update),
      lockouts: throttle,
    },
    users: {
      ...administration(users, userListing, userDeletion(users, forced), uow),
      create: new CreateUserUseCase(writing),
      update,
    },
    apiKeys: new ApiKeyUseCases({
      keys: deps.apiKeys,
      secrets: deps.apiKeySecrets,
      users,
      clock,
      forgetUser,
    }),
    secondFactor: new SecondFactorUseCases({ factors, codes: deps.oneTimeCodes, users, hasher, clock }),
    roles: {
      ...administration(roles, roleListing, roleDeletion(roles, users), uow),
      create: new CreateRoleUseCase(roles),
      update: new UpdateRoleUseCase(roles, uow),
    },
  };
}

/** The list, read and deletes users and roles answer alike: the deletion finds a row, as a read does. */
function administration<T extends { readonly id: number }, K extends string, F, G>(
  rows: ListingRepository<T, K, F>,
  listing: ListDefinition<T, K>,
  deletion: Deletion<T, G>,
  uow: UnitOfWork,
) {
  return {
    list: new ListUseCase(rows, listing),
    get: new GetByIdUseCase(
      (id) => deletion.find(id),
      (id) => deletion.notFound(id),
    ),
    delete: new DeleteUseCase(deletion, uow),
    deleteSelected: new DeleteSelectedUseCase(deletion, uow),
  };
}

import type { Container } from 'inversify';
import { apiKeysHttp } from '../adapters/http/access/api-keys.http.js';
import { authHttp } from '../adapters/http/access/auth.handlers.js';
import { lockoutsHttp } from '../adapters/http/access/lockouts.http.js';
import { permissionsHttp } from '../adapters/http/access/permissions.http.js';
import { rolesHttp } from '../adapters/http/access/roles.handlers.js';
import { secondFactorHttp } from '../adapters/http/access/second-factor.http.js';
import { usersHttp } from '../adapters/http/access/users.handlers.js';
import { loggedSecurityEvents } from '../adapters/logging/logged-security-events.js';
import { BcryptPasswordHasher } from '../adapters/security/bcrypt-password-hasher.js';
import { CryptoSessionSecrets } from '../adapters/security/crypto-session-secrets.js';
import { JoseTokenService } from '../adapters/security/jose-token-service.js';
import { OtpauthOneTimeCodes } from '../adapters/security/otpauth-one-time-codes.js';
import { accessUseCases } from '../application/access/access.use-cases.js';
import { AuthenticateApiKey } from '../application/access/api-keys/authenticate-api-key.js';
import { AuthenticateUseCase } from '../application/access/authenticate.use-case.js';
import { forgettingRoles, forgettingUsers } from '../application/access/forgetting-repositories.js';
import { RecentActors } from '../application/access/recent-actors.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

const JWT_SECRET_NAME = 'jwt-signing-key';

/** Login, users and roles. The signing key: configured, or generated once and shared through the database by every instance. */
export async function bindAccess(container: Container, deps: ModuleDeps): Promise<void> {
  const { config, persistence, random, clock } = deps;
  const secret =
    config.jwtSecret ?? (await persistence.secrets.getOrCreate(JWT_SECRET_NAME, random.signingKey()));
  const recent = new RecentActors(clock);
  const users = forgettingUsers(persistence.users, recent, deps.unitOfWork);
  const roles = forgettingRoles(persistence.roles, recent, deps.unitOfWork);
  const hasher = new BcryptPasswordHasher(config.bcryptCost);
  const tokens = new JoseTokenService(secret, config.jwtTtlSeconds);
  const secrets = new CryptoSessionSecrets();
  const useCases = accessUseCases({
    ...deps,
    users,
    roles,
    hasher,
    tokens,
    forcedAdminUsername: config.adminUsername,
    secondFactors: persistence.secondFactors,
    oneTimeCodes: new OtpauthOneTimeCodes(),
    sessions: persistence.sessions,
    sessionSecrets: secrets,
    apiKeys: persistence.apiKeys,
    apiKeySecrets: secrets,
    loginFailures: persistence.loginFailures,
    securityEvents: loggedSecurityEvents(deps.logger),
    refreshTtlSeconds: config.refreshTtlSeconds,
    forgetUser: (userId) => recent.forgetUser(userId),
  });

  container.bind(TOKENS.userRepository).toConstantValue(users);
  container.bind(TOKENS.roleRepository).toConstantValue(roles);
  container.bind(TOKENS.passwordHasher).toConstantValue(hasher);
  container
    .bind(AuthenticateUseCase)
    .toConstantValue(
      new AuthenticateUseCase(
        tokens,
        users,
        roles,
        persistence.sessions,
        clock,
        recent,
        new AuthenticateApiKey(persistence.apiKeys, secrets, users, roles, clock),
      ),
    );
  container.bind(TOKENS.ensureSystemAccess).toConstantValue(useCases.ensureSystemAccess);
  container.bind(TOKENS.httpModules).toConstantValue(authHttp(useCases.auth));
  container.bind(TOKENS.httpModules).toConstantValue(usersHttp(useCases.users));
  container.bind(TOKENS.httpModules).toConstantValue(rolesHttp(useCases.roles));
  container.bind(TOKENS.httpModules).toConstantValue(permissionsHttp);
  container.bind(TOKENS.httpModules).toConstantValue(secondFactorHttp(useCases.secondFactor));
  container.bind(TOKENS.httpModules).toConstantValue(apiKeysHttp(useCases.apiKeys));
  container.bind(TOKENS.httpModules).toConstantValue(lockoutsHttp(useCases.auth.lockouts));
}

import type { Container } from 'inversify';
import { settingsHttp } from '../adapters/http/settings/settings.handlers.js';
import type { UserRepository } from '../application/access/ports/user.repository.js';
import { settingsUseCases } from '../application/settings/settings.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

/** Needs TOKENS.userRepository, bound by bindAccess before it. */
export function bindSettings(container: Container, deps: ModuleDeps): void {
  const settings = deps.persistence.settings;
  const users = container.get<UserRepository>(TOKENS.userRepository);
  container.bind(TOKENS.settingsRepository).toConstantValue(settings);
  container
    .bind(TOKENS.httpModules)
    .toConstantValue(settingsHttp(settingsUseCases({ ...deps, settings, users })));
}

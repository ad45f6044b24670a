import type { Container } from 'inversify';
import { settingsRoutes } from '../adapters/http/settings/settings.handlers.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import type { UserRepository } from '../application/access/ports/user.repository.js';
import { GetAnonymousSettingsUseCase } from '../application/settings/get-anonymous-settings.use-case.js';
import { GetOwnSettingsUseCase } from '../application/settings/get-own-settings.use-case.js';
import { GetUserSettingsUseCase } from '../application/settings/get-user-settings.use-case.js';
import type { SettingsRepository } from '../application/settings/ports/settings.repository.js';
import { UpdateAnonymousSettingsUseCase } from '../application/settings/update-anonymous-settings.use-case.js';
import { UpdateOwnSettingsUseCase } from '../application/settings/update-own-settings.use-case.js';
import { UpdateUserSettingsUseCase } from '../application/settings/update-user-settings.use-case.js';
import type { UnitOfWork } from '../application/shared/ports/unit-of-work.js';
import { TOKENS } from './tokens.js';

/** Needs TOKENS.userRepository and TOKENS.unitOfWork, bound by bindShared and bindAccess before it. */
export function bindSettings(container: Container, persistence: Persistence): void {
  container.bind(TOKENS.settingsRepository).toConstantValue(persistence.settings);

  container
    .bind(GetOwnSettingsUseCase)
    .toResolvedValue(
      (settings: SettingsRepository) => new GetOwnSettingsUseCase(settings),
      [TOKENS.settingsRepository],
    );
  container
    .bind(UpdateOwnSettingsUseCase)
    .toResolvedValue(
      (users: UserRepository, settings: SettingsRepository, uow: UnitOfWork) =>
        new UpdateOwnSettingsUseCase(users, settings, uow),
      [TOKENS.userRepository, TOKENS.settingsRepository, TOKENS.unitOfWork],
    );
  container
    .bind(GetUserSettingsUseCase)
    .toResolvedValue(
      (users: UserRepository, settings: SettingsRepository) => new GetUserSettingsUseCase(users, settings),
      [TOKENS.userRepository, TOKENS.settingsRepository],
    );
  container
    .bind(UpdateUserSettingsUseCase)
    .toResolvedValue(
      (users: UserRepository, settings: SettingsRepository, uow: UnitOfWork) =>
        new UpdateUserSettingsUseCase(users, settings, uow),
      [TOKENS.userRepository, TOKENS.settingsRepository, TOKENS.unitOfWork],
    );
  container
    .bind(GetAnonymousSettingsUseCase)
    .toResolvedValue(
      (settings: SettingsRepository) => new GetAnonymousSettingsUseCase(settings),
      [TOKENS.settingsRepository],
    );
  container
    .bind(UpdateAnonymousSettingsUseCase)
    .toResolvedValue(
      (settings: SettingsRepository) => new UpdateAnonymousSettingsUseCase(settings),
      [TOKENS.settingsRepository],
    );

  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (
        getOwn: GetOwnSettingsUseCase,
        updateOwn: UpdateOwnSettingsUseCase,
        getUser: GetUserSettingsUseCase,
        updateUser: UpdateUserSettingsUseCase,
        getAnonymous: GetAnonymousSettingsUseCase,
        updateAnonymous: UpdateAnonymousSettingsUseCase,
      ) => settingsRoutes({ getOwn, updateOwn, getUser, updateUser, getAnonymous, updateAnonymous }),
      [
        GetOwnSettingsUseCase,
        UpdateOwnSettingsUseCase,
        GetUserSettingsUseCase,
        UpdateUserSettingsUseCase,
        GetAnonymousSettingsUseCase,
        UpdateAnonymousSettingsUseCase,
      ],
    );
}

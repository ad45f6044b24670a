import type { UserRepository } from '../access/ports/user.repository.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { GetAnonymousSettingsUseCase } from './get-anonymous-settings.use-case.js';
import { GetOwnSettingsUseCase } from './get-own-settings.use-case.js';
import { GetUserSettingsUseCase } from './get-user-settings.use-case.js';
import type { SettingsRepository } from './ports/settings.repository.js';
import { UpdateAnonymousSettingsUseCase } from './update-anonymous-settings.use-case.js';
import { UpdateOwnSettingsUseCase } from './update-own-settings.use-case.js';
import { UpdateUserSettingsUseCase } from './update-user-settings.use-case.js';

export interface SettingsDeps {
  readonly settings: SettingsRepository;
  readonly users: UserRepository;
  readonly unitOfWork: UnitOfWork;
}

export type SettingsUseCases = ReturnType<typeof settingsUseCases>;

export function settingsUseCases({ settings, users, unitOfWork }: SettingsDeps) {
  return {
    getOwn: new GetOwnSettingsUseCase(settings),
    updateOwn: new UpdateOwnSettingsUseCase(users, settings, unitOfWork),
    getUser: new GetUserSettingsUseCase(users, settings),
    updateUser: new UpdateUserSettingsUseCase(users, settings, unitOfWork),
    getAnonymous: new GetAnonymousSettingsUseCase(settings),
    updateAnonymous: new UpdateAnonymousSettingsUseCase(settings, unitOfWork),
  };
}

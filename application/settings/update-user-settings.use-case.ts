import { type DisplaySettings, displaySettings } from '../../domain/settings/user-settings.js';
import type { UserRepository } from '../access/ports/user.repository.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { SettingsRepository } from './ports/settings.repository.js';
import type { SettingsInput } from './settings.dto.js';
import { requireSettingsUser } from './settings-owners.js';

/** An administrator changes the settings of a user holding the USER role. */
export class UpdateUserSettingsUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly settings: SettingsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(userId: number, input: SettingsInput): Promise<DisplaySettings> {
    const settings = displaySettings(input.viewMode);
    return this.uow.run(async () => {
      await requireSettingsUser(this.users, userId);
      await this.settings.saveForUser(userId, settings);
      return settings;
    });
  }
}

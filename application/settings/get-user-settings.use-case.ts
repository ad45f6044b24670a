import { DEFAULT_SETTINGS, type DisplaySettings } from '../../domain/settings/user-settings.js';
import type { UserRepository } from '../access/ports/user.repository.js';
import type { SettingsRepository } from './ports/settings.repository.js';
import { requireSettingsUser } from './settings-owners.js';

/** An administrator reads the settings of a user holding the USER role. */
export class GetUserSettingsUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly settings: SettingsRepository,
  ) {}

  async execute(userId: number): Promise<DisplaySettings> {
    await requireSettingsUser(this.users, userId);
    return (await this.settings.findForUser(userId)) ?? DEFAULT_SETTINGS;
  }
}

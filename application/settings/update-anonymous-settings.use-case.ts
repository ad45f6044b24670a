import { type DisplaySettings, displaySettings } from '../../domain/settings/user-settings.js';
import type { SettingsRepository } from './ports/settings.repository.js';
import type { SettingsInput } from './settings.dto.js';
import { ANONYMOUS_ROLE } from './settings-owners.js';

export class UpdateAnonymousSettingsUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(input: SettingsInput): Promise<DisplaySettings> {
    const settings = displaySettings(input.viewMode);
    await this.settings.saveForRole(ANONYMOUS_ROLE, settings);
    return settings;
  }
}

import { DEFAULT_SETTINGS, type DisplaySettings } from '../../domain/settings/user-settings.js';
import type { SettingsRepository } from './ports/settings.repository.js';
import { ANONYMOUS_ROLE } from './settings-owners.js';

export class GetAnonymousSettingsUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(): Promise<DisplaySettings> {
    return (await this.settings.findForRole(ANONYMOUS_ROLE)) ?? DEFAULT_SETTINGS;
  }
}

import { NotAuthenticated } from '../../domain/access/access.errors.js';
import { DEFAULT_SETTINGS, type DisplaySettings } from '../../domain/settings/user-settings.js';
import type { Actor } from '../shared/actor.js';
import type { SettingsRepository } from './ports/settings.repository.js';

export class GetOwnSettingsUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(actor: Actor): Promise<DisplaySettings> {
    if (actor.userId === null) throw new NotAuthenticated('Only a user has settings of their own');
    return (await this.settings.findForUser(actor.userId)) ?? DEFAULT_SETTINGS;
  }
}

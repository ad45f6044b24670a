import { NotAuthenticated } from '../../domain/access/access.errors.js';
import { SettingsUserNotFound } from '../../domain/settings/settings.errors.js';
import { type DisplaySettings, displaySettings } from '../../domain/settings/user-settings.js';
import type { UserRepository } from '../access/ports/user.repository.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { SettingsRepository } from './ports/settings.repository.js';
import type { SettingsInput } from './settings.dto.js';

export class UpdateOwnSettingsUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly settings: SettingsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, input: SettingsInput): Promise<DisplaySettings> {
    const userId = actor.userId;
    if (userId === null) throw new NotAuthenticated('Only a user has settings of their own');
    const settings = displaySettings(input.viewMode);
    return this.uow.run(async () => {
      // A user deleted since the request was authenticated must not get settings back.
      if (!(await this.users.findById(userId))) throw new NotAuthenticated();
      try {
        await this.settings.saveForUser(userId, settings);
      } catch (error) {
        // Deleted between the check and the write: answered as if deleted before.
        throw error instanceof SettingsUserNotFound ? new NotAuthenticated() : error;
      }
      return settings;
    });
  }
}

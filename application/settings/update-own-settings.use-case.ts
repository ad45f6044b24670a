import { NotAuthenticated } from '../../domain/access/access.errors.js';
import { SettingsUserNotFound } from '../../domain/settings/settings.errors.js';
import {
  DEFAULT_SETTINGS,
  type DisplaySettings,
  displaySettings,
} from '../../domain/settings/user-settings.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
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

  /** With a precondition (If-Match), the stored settings must meet it and the save is guarded on them. */
  async execute(
    actor: Actor,
    input: SettingsInput,
    precondition?: Precondition<DisplaySettings>,
  ): Promise<DisplaySettings> {
    const userId = actor.userId;
    if (userId === null) throw new NotAuthenticated('Only a user has settings of their own');
    const settings = displaySettings(input.viewMode);
    return this.uow.run(async () => {
      // A user deleted since the request was authenticated must not get settings back.
      if (!(await this.users.findById(userId))) throw new NotAuthenticated();
      const stored = (await this.settings.findForUser(userId)) ?? DEFAULT_SETTINGS;
      assertPrecondition(precondition, stored, 'Settings of user', userId);
      try {
        await this.settings.saveForUser(userId, settings, precondition ? stored : undefined);
      } catch (error) {
        // Deleted between the check and the write: answered as if deleted before.
        throw error instanceof SettingsUserNotFound ? new NotAuthenticated() : error;
      }
      return settings;
    });
  }
}

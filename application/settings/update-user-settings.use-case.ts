import {
  DEFAULT_SETTINGS,
  type DisplaySettings,
  displaySettings,
} from '../../domain/settings/user-settings.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
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

  /** With a precondition (If-Match), the stored settings must meet it and the save is guarded on them. */
  async execute(
    userId: number,
    input: SettingsInput,
    precondition?: Precondition<DisplaySettings>,
  ): Promise<DisplaySettings> {
    const settings = displaySettings(input.viewMode);
    return this.uow.run(async () => {
      await requireSettingsUser(this.users, userId);
      const stored = (await this.settings.findForUser(userId)) ?? DEFAULT_SETTINGS;
      assertPrecondition(precondition, stored, 'Settings of user', userId);
      await this.settings.saveForUser(userId, settings, precondition ? stored : undefined);
      return settings;
    });
  }
}

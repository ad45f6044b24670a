import {
  DEFAULT_SETTINGS,
  type DisplaySettings,
  displaySettings,
} from '../../domain/settings/user-settings.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { SettingsRepository } from './ports/settings.repository.js';
import type { SettingsInput } from './settings.dto.js';
import { ANONYMOUS_ROLE } from './settings-owners.js';

export class UpdateAnonymousSettingsUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** With a precondition (If-Match), the stored settings must meet it and the save is guarded on them. */
  async execute(
    input: SettingsInput,
    precondition?: Precondition<DisplaySettings>,
  ): Promise<DisplaySettings> {
    const settings = displaySettings(input.viewMode);
    if (!precondition) {
      await this.settings.saveForRole(ANONYMOUS_ROLE, settings);
      return settings;
    }
    return this.uow.run(async () => {
      const stored = (await this.settings.findForRole(ANONYMOUS_ROLE)) ?? DEFAULT_SETTINGS;
      assertPrecondition(precondition, stored, `Settings of ${ANONYMOUS_ROLE}`);
      await this.settings.saveForRole(ANONYMOUS_ROLE, settings, stored);
      return settings;
    });
  }
}

// User and role settings in memory.
import type { SettingsRepository } from '../../../../application/settings/ports/settings.repository.js';
import { SettingsUserNotFound } from '../../../../domain/settings/settings.errors.js';
import { DEFAULT_SETTINGS, type DisplaySettings } from '../../../../domain/settings/user-settings.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { ROLE_SETTINGS, USER_SETTINGS, USERS } from '../access/memory-access-tables.js';
import type { MemoryStore } from '../memory-store.js';

export class MemorySettingsRepository implements SettingsRepository {
  constructor(private readonly store: MemoryStore) {}

  async findForUser(userId: number): Promise<DisplaySettings | undefined> {
    return this.store.rows<DisplaySettings>(USER_SETTINGS).get(userId);
  }

  async saveForUser(
    userId: number,
    settings: DisplaySettings,
    unchangedFrom?: DisplaySettings,
  ): Promise<void> {
    await this.store.write(() => {
      // The SQL adapters' foreign key (user_settings.user_id) in memory.
      if (!this.store.rows(USERS).has(userId)) throw new SettingsUserNotFound(userId);
      const stored = this.store.rows<DisplaySettings>(USER_SETTINGS).get(userId);
      if (!unchanged(stored, unchangedFrom)) throw new PreconditionFailed('Settings of user', userId);
      this.store.mutable(USER_SETTINGS).set(userId, { ...settings });
    });
  }

  async findForRole(roleCode: string): Promise<DisplaySettings | undefined> {
    return this.store.rows<DisplaySettings>(ROLE_SETTINGS).get(roleCode);
  }

  async saveForRole(
    roleCode: string,
    settings: DisplaySettings,
    unchangedFrom?: DisplaySettings,
  ): Promise<void> {
    await this.store.write(() => {
      const stored = this.store.rows<DisplaySettings>(ROLE_SETTINGS).get(roleCode);
      if (!unchanged(stored, unchangedFrom)) throw new PreconditionFailed(`Settings of ${roleCode}`);
      this.store.mutable(ROLE_SETTINGS).set(roleCode, { ...settings });
    });
  }
}

/** No condition, or the stored settings (the defaults when none are stored) are still the expected ones. */
function unchanged(stored: DisplaySettings | undefined, expected: DisplaySettings | undefined): boolean {
  return expected === undefined || (stored ?? DEFAULT_SETTINGS).viewMode === expected.viewMode;
}

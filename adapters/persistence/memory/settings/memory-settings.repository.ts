// User and role settings in memory.
import type { SettingsRepository } from '../../../../application/settings/ports/settings.repository.js';
import { SettingsUserNotFound } from '../../../../domain/settings/settings.errors.js';
import type { DisplaySettings } from '../../../../domain/settings/user-settings.js';
import { USERS } from '../access/memory-access-tables.js';
import { ROLE_SETTINGS } from '../access/memory-role.repository.js';
import { USER_SETTINGS } from '../access/memory-user.repository.js';
import type { MemoryStore } from '../memory-store.js';

export class MemorySettingsRepository implements SettingsRepository {
  constructor(private readonly store: MemoryStore) {}

  async findForUser(userId: number): Promise<DisplaySettings | undefined> {
    return this.store.rows<DisplaySettings>(USER_SETTINGS).get(userId);
  }

  async saveForUser(userId: number, settings: DisplaySettings): Promise<void> {
    await this.store.write(() => {
      // The SQL adapters' foreign key (user_settings.user_id) in memory.
      if (!this.store.rows(USERS).has(userId)) throw new SettingsUserNotFound(userId);
      this.store.mutable(USER_SETTINGS).set(userId, { ...settings });
    });
  }

  async findForRole(roleCode: string): Promise<DisplaySettings | undefined> {
    return this.store.rows<DisplaySettings>(ROLE_SETTINGS).get(roleCode);
  }

  async saveForRole(roleCode: string, settings: DisplaySettings): Promise<void> {
    await this.store.write(() => this.store.mutable(ROLE_SETTINGS).set(roleCode, { ...settings }));
  }
}

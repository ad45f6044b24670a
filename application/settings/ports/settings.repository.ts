import type { DisplaySettings } from '../../../domain/settings/user-settings.js';

export interface SettingsRepository {
  findForUser(userId: number): Promise<DisplaySettings | undefined>;
  /** Throws SettingsUserNotFound when the user does not exist (deleted since the caller checked). */
  saveForUser(userId: number, settings: DisplaySettings): Promise<void>;
  findForRole(roleCode: string): Promise<DisplaySettings | undefined>;
  saveForRole(roleCode: string, settings: DisplaySettings): Promise<void>;
}

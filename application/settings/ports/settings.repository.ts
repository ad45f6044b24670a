import type { DisplaySettings } from '../../../domain/settings/user-settings.js';

export interface SettingsRepository {
  findForUser(userId: number): Promise<DisplaySettings | undefined>;
  saveForUser(userId: number, settings: DisplaySettings): Promise<void>;
  findForRole(roleCode: string): Promise<DisplaySettings | undefined>;
  saveForRole(roleCode: string, settings: DisplaySettings): Promise<void>;
}

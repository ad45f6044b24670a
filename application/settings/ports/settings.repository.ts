import type { DisplaySettings } from '../../../domain/settings/user-settings.js';

/**
 * Settings per user and per role. Given `unchangedFrom` (If-Match), a save writes only if the
 * stored settings, or the defaults when none are stored, are still those; else it throws
 * PreconditionFailed.
 */
export interface SettingsRepository {
  findForUser(userId: number): Promise<DisplaySettings | undefined>;
  /** Throws SettingsUserNotFound when the user does not exist (deleted since the caller checked). */
  saveForUser(userId: number, settings: DisplaySettings, unchangedFrom?: DisplaySettings): Promise<void>;
  findForRole(roleCode: string): Promise<DisplaySettings | undefined>;
  saveForRole(roleCode: string, settings: DisplaySettings, unchangedFrom?: DisplaySettings): Promise<void>;
}

import { NotFound } from '../shared/domain-error.js';

/**
 * Administrators manage the settings of users holding the USER role only (docs/api/settings.md#whose-settings):
 * an unknown user and a user without that role look the same.
 */
export class SettingsUserNotFound extends NotFound {
  constructor(userId: number) {
    super('SETTINGS.USER_NOT_FOUND', `User ${userId} does not exist or does not hold the USER role`);
  }
}

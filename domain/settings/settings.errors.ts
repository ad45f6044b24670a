import { NotFound } from '../shared/domain-error.js';

/**
 * Administrators manage the settings of users holding the USER role only (spec 4.2):
 * an unknown user and a user without that role look the same.
 */
export class SettingsUserNotFound extends NotFound {
  constructor(userId: number) {
    super('SETTINGS.USER_NOT_FOUND', `User ${userId} does not exist or does not hold the USER role`);
  }
}

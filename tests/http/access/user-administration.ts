import type { SettingsRepository } from '../../../application/settings/ports/settings.repository.js';
import type { Clock } from '../../../application/shared/ports/clock.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { type Instant, instantFromMicros } from '../../../domain/shared/instant.js';
import type { Backend } from '../../support/backends.js';
import { useTestApp } from '../../support/use-test-app.js';

export const USERS = '/api/v1/auth/users';
export const UNKNOWN_ID = 987_654;
export const USER_KEYS = ['createdDate', 'enabled', 'id', 'lastModifiedDate', 'roles', 'username'];

/** A clock the test moves by hand, so timestamps in answers can be predicted. */
export class ManualClock implements Clock {
  private micros = 1_795_000_000_123_456;
  now(): Instant {
    return instantFromMicros(this.micros);
  }
  advanceSeconds(seconds: number): void {
    this.micros += seconds * 1_000_000;
  }
}

export interface UserBody {
  id: number;
  username: string;
  enabled: boolean;
  roles: string[];
  createdDate: string;
  lastModifiedDate: string;
}

/**
 * A fresh app on a manual clock for each test of docs/api/access.md#users, with requests as the
 * administrator (logged in on first use) and direct access to stored settings.
 */
export function useUserAdministration(backend: Backend) {
  let clock = new ManualClock();
  const t = useTestApp(backend, {
    signIn: false,
    app: () => {
      clock = new ManualClock();
      return { clock };
    },
  });

  async function admin(method: string, path: string, json?: unknown): Promise<Response> {
    return t.request(method, path, { token: await t.adminToken(), json });
  }

  async function forcedAdminId(): Promise<number> {
    const me = await t.request('GET', '/api/v1/auth/me', { token: await t.adminToken() });
    return ((await me.json()) as UserBody).id;
  }

  async function settingsOf(userId: number) {
    return t.service.container.get<SettingsRepository>(TOKENS.settingsRepository).findForUser(userId);
  }

  async function saveSettings(userId: number): Promise<void> {
    await t.service.container
      .get<SettingsRepository>(TOKENS.settingsRepository)
      .saveForUser(userId, { viewMode: 'dark' });
  }

  return {
    t,
    /** The clock of the current test's app. */
    clock: () => clock,
    admin,
    forcedAdminId,
    settingsOf,
    saveSettings,
  };
}

// Run by scripts/e2e.mjs. Settings › Password: a wrong current password is shown beside its field;
// the right one changes the password, and the console goes on signed in with the new session.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name = 'Console: your own password changed from Settings, the session going on';

const USER = { username: 'e2e.password', password: 'E2e-first-pass-1' };
const NEW_PASSWORD = 'E2e-second-pass-2';

const loginStatus = async (baseUrl, password) =>
  (
    await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USER.username, password }),
    })
  ).status;

export default async function consolePassword({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const created = await api('POST', '/api/v1/auth/users', { ...USER, roles: ['USER'] });
  assert.equal(created.status, 201);
  const user = await created.json();
  try {
    await signIn(page, baseUrl, USER);
    await page.getByRole('link', { name: 'Settings' }).click();
    const current = page.getByLabel('Current password');
    await current.fill('not-the-password');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await until(
      async () => (await current.getAttribute('aria-invalid')) === 'true',
      'the current-password error',
    );
    await assertAccessible(page, 'the password form with an error');

    await current.fill(USER.password);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('Password changed.').waitFor();
    assert.equal(await loginStatus(baseUrl, NEW_PASSWORD), 200);
    assert.equal(await loginStatus(baseUrl, USER.password), 401);

    await page.getByRole('link', { name: 'Tasks' }).click();
    await page.locator('.empty, table').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 1, 'still signed in');
  } finally {
    await api('DELETE', `/api/v1/auth/users/${user.id}`);
  }
}

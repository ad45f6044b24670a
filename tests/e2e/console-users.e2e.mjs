// Run by scripts/e2e.mjs. Admin › Users: the list; a user created (a missing password shown beside
// its field) with a role, disabled, met stale (renamed through the API meanwhile) and reloaded, then
// deleted. axe-core checks the list and the panel.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name = 'Console: a user created with a role, disabled, stale, reloaded and deleted';

export default async function consoleUsers({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  await signIn(page, baseUrl, admin);
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await page.getByRole('link', { name: admin.username, exact: true }).waitFor();
  await assertAccessible(page, 'the user list');

  await page.getByRole('button', { name: 'New user' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Username').fill('e2e.clerk');
  await panel.getByRole('checkbox', { name: 'User', exact: true }).check();
  await panel.getByRole('button', { name: 'Create user' }).click();
  const password = panel.getByLabel('Password', { exact: true });
  await until(async () => (await password.getAttribute('aria-invalid')) === 'true', 'the password error');
  await password.fill('E2e-clerk-pass-1');
  await panel.getByRole('button', { name: 'Create user' }).click();
  await panel.getByRole('heading', { name: 'e2e.clerk' }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const created = await (await api('GET', `/api/v1/auth/users/${id}`)).json();
  assert.deepEqual(created.roles, ['USER']);
  await assertAccessible(page, 'the user panel');

  await panel.getByRole('checkbox', { name: /^Enabled/ }).uncheck();
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText('Saved.').waitFor();
  assert.equal((await (await api('GET', `/api/v1/auth/users/${id}`)).json()).enabled, false);

  assert.equal((await api('PATCH', `/api/v1/auth/users/${id}`, { username: 'e2e.renamed' })).status, 200);
  await panel.getByRole('checkbox', { name: /^Enabled/ }).check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText('Someone changed this user since you opened it').waitFor();
  await panel.getByRole('button', { name: 'Reload the user' }).click();
  await until(
    async () => (await panel.getByLabel('Username').inputValue()) === 'e2e.renamed',
    'the reloaded name',
  );

  await panel.getByRole('button', { name: 'Delete', exact: true }).click();
  await panel.getByRole('button', { name: 'Confirm delete' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'e2e.renamed' }).waitFor({ state: 'detached' });
  assert.equal((await api('GET', `/api/v1/auth/users/${id}`)).status, 404);
}

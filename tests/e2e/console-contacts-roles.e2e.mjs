// Run by scripts/e2e.mjs. Contacts: one created (a missing last name shown beside its field), edited,
// met stale and reloaded, deleted. Admin › Roles: a role created with a permission, relabelled and
// deleted; a system role shows its permissions fixed and cannot be deleted. axe-core checks each view.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name = 'Console: a contact and a role created, edited and deleted; a system role kept fixed';

async function contacts(page, api) {
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Contacts' }).click();
  await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
  await page.locator('.empty, table').first().waitFor();
  await assertAccessible(page, 'the contact list');
  await page.getByRole('button', { name: 'New contact' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('First name').fill('Ada');
  await panel.getByRole('button', { name: 'Create contact' }).click();
  const lastName = panel.getByLabel('Last name');
  await until(async () => (await lastName.getAttribute('aria-invalid')) === 'true', 'the last-name error');
  await lastName.fill('Lovelace');
  await panel.getByLabel('E-mail address').fill('ada@example.com');
  await panel.getByRole('button', { name: 'Create contact' }).click();
  await panel.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await assertAccessible(page, 'the contact panel');

  await panel.getByLabel('Company').fill('Analytical Engines');
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText('Saved.').waitFor();
  assert.equal((await (await api('GET', `/api/v1/contact/${id}`)).json()).companyName, 'Analytical Engines');

  assert.equal((await api('PATCH', `/api/v1/contact/${id}`, { firstName: 'Augusta' })).status, 200);
  await panel.getByLabel('Company').fill('Elsewhere');
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText('Someone changed this contact since you opened it').waitFor();
  await panel.getByRole('button', { name: 'Reload the contact' }).click();
  await until(
    async () => (await panel.getByLabel('First name').inputValue()) === 'Augusta',
    'the reloaded name',
  );

  await panel.getByRole('button', { name: 'Delete', exact: true }).click();
  await panel.getByRole('button', { name: 'Confirm delete' }).click();
  await panel.waitFor({ state: 'detached' });
  assert.equal((await api('GET', `/api/v1/contact/${id}`)).status, 404);
}

async function roles(page, api) {
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Roles' }).click();
  await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'User', exact: true }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('group', { name: 'Permissions' }).waitFor();
  await until(() => panel.getByRole('checkbox').first().isDisabled(), 'fixed permissions of a system role');
  assert.equal(await panel.getByRole('button', { name: 'Delete', exact: true }).count(), 0);
  await assertAccessible(page, 'a system role');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'New role' }).click();
  await panel.getByLabel('Code').fill('E2E_READER');
  await panel.getByLabel('Label', { exact: true }).fill('Reader');
  // Permissions come grouped by area, each said in a sentence rather than as its code.
  const areas = await panel.locator('.permission-area > legend').allTextContents();
  assert.deepEqual(areas.slice(0, 3), ['Tasks', 'Template objects', 'Taxonomy']);
  await panel.getByRole('group', { name: 'Tasks' }).getByRole('checkbox', { name: 'See tasks' }).check();
  await panel.getByRole('button', { name: 'Create role' }).click();
  await panel.getByRole('heading', { name: 'Reader', exact: true }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  assert.deepEqual((await (await api('GET', `/api/v1/auth/roles/${id}`)).json()).permissions, ['tasks:read']);
  await panel.getByLabel('Label', { exact: true }).fill('Task reader');
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText('Saved.').waitFor();
  await panel.getByRole('button', { name: 'Delete', exact: true }).click();
  await panel.getByRole('button', { name: 'Confirm delete' }).click();
  await panel.waitFor({ state: 'detached' });
  assert.equal((await api('GET', `/api/v1/auth/roles/${id}`)).status, 404);
}

export default async function consoleContactsAndRoles({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  await signIn(page, baseUrl, admin);
  await contacts(page, api);
  await roles(page, api);
}

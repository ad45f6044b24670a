// Run by scripts/e2e.mjs. In light and then dark mode (the admin's stored view mode): sign in,
// create a task (a missing label is shown beside its field), edit it, meet a stale edit (changed
// through the API meanwhile: the 412 is told in words and the task reloads), archive it, sign out.
// axe-core checks every page on the way; nothing is loaded from outside the service.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, assertOffline, paintedTheme, until } from './console-support.mjs';

export const name = 'Console: a task from creation to archive, with a stale edit, in light and dark mode';

const STALE = 'Someone changed this task since you opened it';

async function taxonomy(api) {
  const tag = await (await api('POST', '/api/v1/tag', { code: 'E2E-FINANCE', label: 'Finance' })).json();
  const root = await (
    await api('POST', '/api/v1/nomenclature', { code: 'E2E-HW', label: 'Hardware' })
  ).json();
  const leaf = await (
    await api('POST', '/api/v1/nomenclature', { code: 'E2E-LAPTOP', label: 'Laptops', parentId: root.id })
  ).json();
  return { tag, leaf };
}

async function journey({ page, baseUrl, admin, api, mode, refs }) {
  const code = `E2E-${mode.toUpperCase()}`;
  assert.equal((await api('PUT', '/api/v1/settings/user/me', { viewMode: mode })).status, 200);
  await page.emulateMedia({ colorScheme: mode });

  // Sign in.
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
  await assertAccessible(page, `the login page (${await paintedTheme(page)})`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, mode);
  assert.equal(new URL(page.url()).pathname, '/tasks');
  await page.locator('.empty, table').first().waitFor();
  await assertAccessible(page, `the task list (${mode})`);

  // `/` focuses the search box.
  await page.keyboard.press('/');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Search tasks');

  // Create: without a label, the problem's error stands beside the Label field.
  await page.getByRole('button', { name: 'New task' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Code').fill(code);
  await panel.getByRole('button', { name: 'Create task' }).click();
  const label = panel.getByLabel('Label', { exact: true });
  await panel.locator('.field-error').first().waitFor();
  assert.equal(await label.getAttribute('aria-invalid'), 'true');
  const labelError = await page.locator(`#${await label.getAttribute('aria-describedby')}`).textContent();
  assert.ok(labelError && labelError.length > 0, 'no error text beside Label');
  await assertAccessible(page, `the task panel with a field error (${mode})`);

  await label.fill('Order new laptops');
  await panel.getByLabel('Nomenclature').selectOption({ label: 'Hardware › Laptops' });
  await panel.getByRole('checkbox', { name: 'Finance' }).check();
  await panel.getByRole('button', { name: 'Create task' }).click();
  await panel.getByRole('heading', { name: `${code} · Order new laptops` }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const created = await (await api('GET', `/api/v1/task/${id}`)).json();
  assert.equal(created.nomenclatureId, refs.leaf.id);
  assert.deepEqual(created.tagIds, [refs.tag.id]);
  await page.getByRole('link', { name: code }).waitFor();
  await assertAccessible(page, `the task panel (${mode})`);

  // Edit: PATCH with If-Match.
  await label.fill('Order six laptops');
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText('Saved.').waitFor();
  assert.equal((await (await api('GET', `/api/v1/task/${id}`)).json()).label, 'Order six laptops');

  // Esc with edits not saved asks before losing them; "Keep editing" keeps them.
  await label.fill('A draft label');
  await page.keyboard.press('Escape');
  await panel.getByText('Discard your changes to this task?').waitFor();
  await panel.getByRole('button', { name: 'Keep editing' }).click();
  assert.equal(await label.inputValue(), 'A draft label');
  await label.fill('Order six laptops');

  // A stale edit: someone changes the task through the API while the panel is open.
  const elsewhere = await api('PATCH', `/api/v1/task/${id}`, { label: 'Changed elsewhere' });
  assert.equal(elsewhere.status, 200);
  await panel.getByLabel('Assigned to').fill('alice');
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText(STALE).waitFor();
  await assertAccessible(page, `the stale-edit message (${mode})`);
  // Their label and her assignee touch different fields: the merge keeps both; here she drops hers.
  await panel.getByText('None of their changes touches a field you changed').waitFor();
  await panel.getByRole('button', { name: 'Discard mine and reload' }).click();
  await until(async () => (await label.inputValue()) === 'Changed elsewhere', 'the reloaded label');
  await panel.getByText(STALE).waitFor({ state: 'detached' });
  assert.equal(await panel.getByLabel('Assigned to').inputValue(), '');

  // Esc closes the panel; the row opens it again.
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  assert.equal(new URL(page.url()).pathname, '/tasks');
  await page.getByRole('link', { name: code }).click();
  await panel.getByLabel('Label', { exact: true }).waitFor();

  // Archive: DELETE with If-Match.
  await panel.getByRole('button', { name: 'Archive' }).click();
  await panel.getByRole('button', { name: 'Confirm archive' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: code }).waitFor({ state: 'detached' });
  assert.equal((await api('GET', `/api/v1/task/${id}`)).status, 404);

  // Signed out, the login page keeps the mode the user chose.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
  assert.equal(await paintedTheme(page), mode);
  await assertAccessible(page, `the login page (${mode})`);
}

export default async function consoleTaskJourney({ page, baseUrl, admin, requests }) {
  const api = await apiAs(baseUrl, admin);
  const refs = await taxonomy(api);
  try {
    for (const mode of ['light', 'dark']) await journey({ page, baseUrl, admin, api, mode, refs });
  } finally {
    await api('PUT', '/api/v1/settings/user/me', { viewMode: 'system' });
  }
  assertOffline(requests, baseUrl);
}

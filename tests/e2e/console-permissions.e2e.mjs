// Run by scripts/e2e.mjs. The console shaped by permissions: the administrator, an editor (tasks and
// tags, read and write) and a reader (tasks:read, tags:read) each see exactly the modules and the
// buttons their roles allow; a forbidden address is a calm page, a read-only record has locked fields.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name = 'Console: menus and buttons shaped by the signed-in user’s permissions';

const PASSWORD = 'E2e-permissions-1';
const EDITOR = {
  code: 'E2E_TASK_EDITOR',
  username: 'e2e.editor',
  label: 'Task editor',
  permissions: ['tasks:read', 'tasks:write', 'tags:read', 'tags:write'],
};
const READER = {
  code: 'E2E_TASK_READER',
  username: 'e2e.reader',
  label: 'Task reader',
  permissions: ['tasks:read', 'tags:read'],
};
const EVERY_MODULE = [
  'Tasks',
  'Template objects',
  'Taxonomy',
  'Badges',
  'Companies',
  'Contacts',
  'Users',
  'Roles',
  'API keys',
  'Backups',
  'Language model',
  'Settings',
];
const TASKS_AND_TAGS = ['Tasks', 'Taxonomy', 'API keys', 'Settings'];

export default async function consolePermissions({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const roles = [];
  const users = [];
  const task = await (await api('POST', '/api/v1/task', { code: 'E2E-PERM', label: 'Read me' })).json();
  try {
    for (const role of [EDITOR, READER]) {
      const { username, ...body } = role;
      const created = await api('POST', '/api/v1/auth/roles', body);
      assert.equal(created.status, 201);
      roles.push((await created.json()).id);
      const user = await api('POST', '/api/v1/auth/users', {
        username,
        password: PASSWORD,
        enabled: true,
        roles: [role.code],
      });
      assert.equal(user.status, 201);
      users.push((await user.json()).id);
    }
    await signIn(page, baseUrl, admin);
    await asAdministrator(page, baseUrl);
    await switchTo(page, baseUrl, EDITOR);
    await asEditor(page, baseUrl);
    await switchTo(page, baseUrl, READER);
    await asReader(page, baseUrl, task.id);
  } finally {
    for (const id of users) await api('DELETE', `/api/v1/auth/users/${id}`);
    for (const id of roles) await api('DELETE', `/api/v1/auth/roles/${id}`);
    await api('DELETE', `/api/v1/task/${task.id}`);
  }
}

async function switchTo(page, baseUrl, role) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await signIn(page, baseUrl, { username: role.username, password: PASSWORD });
}

/** The module links, once the permissions have arrived (Settings is always among them). */
async function menu(page) {
  const nav = page.getByRole('navigation', { name: 'Modules' });
  await nav.getByRole('link', { name: 'Settings' }).waitFor();
  return nav.getByRole('link').allTextContents();
}

const buttons = (page, names) =>
  Promise.all(
    names.map(async (name) => [name, await page.getByRole('button', { name, exact: true }).count()]),
  );

async function asAdministrator(page, baseUrl) {
  assert.deepEqual(await menu(page), EVERY_MODULE);
  await page.goto(`${baseUrl}/tasks`);
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
  assert.deepEqual(await buttons(page, ['New task', 'Import', 'Export CSV', 'Print all']), [
    ['New task', 1],
    ['Import', 1],
    ['Export CSV', 1],
    ['Print all', 1],
  ]);
  // A user is never offered the Anonymous role, which stands for callers without a token.
  await page.goto(`${baseUrl}/admin/users/new`);
  const roles = page.getByRole('dialog').getByRole('group', { name: 'Roles' });
  await roles.getByRole('checkbox').first().waitFor();
  assert.equal(await roles.getByRole('checkbox', { name: /anonymous/i }).count(), 0);
}

async function asEditor(page, baseUrl) {
  assert.deepEqual(await menu(page), TASKS_AND_TAGS);
  await page.goto(`${baseUrl}/tasks`);
  await page.getByRole('button', { name: 'New task' }).waitFor();
  assert.deepEqual(await buttons(page, ['Import', 'Export CSV', 'Print all']), [
    ['Import', 0],
    ['Export CSV', 0],
    ['Print all', 0],
  ]);
  await page.goto(`${baseUrl}/taxonomy`);
  await until(async () => new URL(page.url()).pathname === '/taxonomy/tags', 'the tags tab');
  await page.getByRole('button', { name: 'New tag' }).waitFor();
  const tabs = page.getByRole('navigation', { name: 'Taxonomy' }).getByRole('link');
  assert.deepEqual(await tabs.allTextContents(), ['Tags']);
  await page.goto(`${baseUrl}/admin/users`);
  await page.getByRole('heading', { name: 'Not available to you' }).waitFor();
  assert.equal(await page.getByRole('alert').count(), 0, 'no red banner for an area not granted');
  await assertAccessible(page, 'an area not available to the user');
}

async function asReader(page, baseUrl, taskId) {
  assert.deepEqual(await menu(page), TASKS_AND_TAGS);
  await page.goto(`${baseUrl}/tasks/${taskId}`);
  const panel = page.getByRole('dialog');
  await panel.getByText('Your roles let you read this task, not change it.').waitFor();
  assert.equal(await panel.getByLabel('Label', { exact: true }).isDisabled(), true);
  assert.deepEqual(await buttons(panel, ['Save', 'Archive', 'Print']), [
    ['Save', 0],
    ['Archive', 0],
    ['Print', 0],
  ]);
  assert.deepEqual(await buttons(page, ['New task', 'Import', 'Export CSV']), [
    ['New task', 0],
    ['Import', 0],
    ['Export CSV', 0],
  ]);
  await page.goto(`${baseUrl}/taxonomy/tags`);
  await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'New tag' }).count(), 0);
  await page.goto(`${baseUrl}/badges`);
  await page.getByRole('heading', { name: 'Not available to you' }).waitFor();
}

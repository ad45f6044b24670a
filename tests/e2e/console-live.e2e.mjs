// Run by scripts/e2e.mjs. Another person's writes show in the console as they happen, through the
// live feed (GET /api/v1/events): a created task appears in the open list, a changed label is
// replaced in place, an open panel says "Changed by <user> <n> s ago" and shows their version on
// request, and an archived task leaves the list while its panel says so. axe-core checks the notice.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, picture, signIn, until } from './console-support.mjs';

export const name = 'Console: lists and an open task follow another person’s writes live';

const OTHER = { username: 'e2e-live-erika', password: 'E2e-live-erika-1' };
const CODE = 'E2E-LIVE-1';

/** The service's `feed_streams_open` gauge (GET /metrics is open in these runs). */
async function openStreams(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^feed_streams_open (\d+)$/m.exec(text)?.[1] ?? 0);
}

export default async function consoleLive({ page, baseUrl, admin, artifactsDir }) {
  const api = await apiAs(baseUrl, admin);
  const user = await (
    await api('POST', '/api/v1/auth/users', { ...OTHER, enabled: true, roles: ['ADMIN'] })
  ).json();
  const erika = await apiAs(baseUrl, OTHER);
  let taskId;
  try {
    await signIn(page, baseUrl, admin);
    await page.goto(`${baseUrl}/tasks`, { waitUntil: 'load' });
    await page.getByRole('searchbox').waitFor();
    // The feed is open once the list has asked for it; a write before that would only show on reload.
    await until(async () => (await openStreams(baseUrl)) > 0, 'the live feed to be open');

    const created = await erika('POST', '/api/v1/task', { code: CODE, label: 'Order chairs' });
    assert.equal(created.status, 201);
    taskId = (await created.json()).id;
    await page.getByRole('link', { name: CODE }).waitFor();
    await page.getByRole('cell', { name: 'Order chairs' }).waitFor();

    await erika('PATCH', `/api/v1/task/${taskId}`, { label: 'Order twelve chairs' });
    await page.getByRole('cell', { name: 'Order twelve chairs' }).waitFor();

    await page.getByRole('link', { name: CODE }).click();
    const panel = page.getByRole('dialog');
    const label = panel.getByLabel('Label', { exact: true });
    await until(
      async () => (await label.inputValue()) === 'Order twelve chairs',
      'the panel to show the task',
    );
    await erika('PATCH', `/api/v1/task/${taskId}`, { label: 'Order twenty chairs' });
    const notice = panel.getByRole('status').filter({ hasText: `Changed by ${OTHER.username}` });
    await notice.waitFor();
    assert.match(await notice.textContent(), /^Changed by e2e-live-erika \d+ s ago\./);
    assert.equal(await label.inputValue(), 'Order twelve chairs');
    await picture(page, artifactsDir, 'console-live-changed');
    await assertAccessible(page, 'an open task changed by someone else');
    await notice.getByRole('button', { name: 'Show their version' }).click();
    await until(
      async () => (await label.inputValue()) === 'Order twenty chairs',
      'their version in the panel',
    );
    await notice.waitFor({ state: 'detached' });

    // The console's own save is the version shown: no notice for it.
    await label.fill('Order twenty-one chairs');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Saved.').waitFor();
    await page.getByRole('cell', { name: 'Order twenty-one chairs' }).waitFor();
    assert.equal(await panel.getByText(/ s ago\./).count(), 0);

    assert.equal((await erika('DELETE', `/api/v1/task/${taskId}`)).status, 204);
    taskId = undefined;
    await panel
      .getByRole('status')
      .filter({ hasText: `Archived by ${OTHER.username}` })
      .waitFor();
    await page.getByRole('link', { name: CODE }).waitFor({ state: 'detached' });
  } finally {
    if (taskId !== undefined) await api('DELETE', `/api/v1/task/${taskId}`);
    await api('DELETE', `/api/v1/auth/users/${user.id}`);
  }
}

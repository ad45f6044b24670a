// Run by scripts/e2e.mjs. A task changed twice through the API shows its history in the panel:
// newest first, who and when, each changed field with the value before struck out and the value
// after highlighted, in the words of the form. "Restore this version" saves the older version as
// an ordinary conditional update, which then heads the history. axe-core checks the open history.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name =
  'Console: a task’s and a badge’s history show every change field by field, and restore an older version';

export default async function consoleHistory({ page, baseUrl, admin, artifactsDir }) {
  const api = await apiAs(baseUrl, admin);
  const task = await (
    await api('POST', '/api/v1/task', { code: 'E2E-HISTORY', label: 'First label', assignedTo: 'ada' })
  ).json();
  try {
    await api('PUT', `/api/v1/task/${task.id}`, {
      label: 'Second label',
      status: 'IN_PROGRESS',
      assignedTo: 'ada',
    });
    await api('PUT', `/api/v1/task/${task.id}`, { label: 'Third label', status: 'DONE', assignedTo: 'ada' });

    await signIn(page, baseUrl, admin);
    await page.goto(`${baseUrl}/tasks/${task.id}`, { waitUntil: 'load' });
    const panel = page.getByRole('dialog');
    await panel.getByRole('heading', { name: /E2E-HISTORY/ }).waitFor();
    await panel.getByText('History', { exact: true }).click();
    const entries = panel.locator('.history-list > li');
    await until(async () => (await entries.count()) === 3, 'three history entries');
    const heads = await entries.locator('.history-head strong').allTextContents();
    assert.deepEqual(heads, ['Changed', 'Changed', 'Created']);
    const newest = await entries
      .first()
      .locator('tr')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent.trim())));
    assert.deepEqual(newest, [
      ['Label', 'Second label Third label'],
      ['Status', 'In progress Done'],
    ]);
    assert.equal(await entries.first().locator('del').first().textContent(), 'Second label');
    assert.equal(await entries.first().getByRole('button', { name: 'Restore this version' }).count(), 0);
    await page.screenshot({ path: `${artifactsDir}/console-history.png` });
    await assertAccessible(page, 'a task panel with its history open');

    await entries.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await panel.getByText('Saved.').waitFor();
    const stored = await (await api('GET', `/api/v1/task/${task.id}`)).json();
    assert.deepEqual(
      { label: stored.label, status: stored.status },
      { label: 'Second label', status: 'IN_PROGRESS' },
    );
    await until(async () => (await entries.count()) === 4, 'the restore heads the history');
    assert.equal(await panel.getByLabel('Label').inputValue(), 'Second label');

    // Badges (like every kind) keep theirs: the restore of the first label is a PATCH with If-Match.
    const badge = await (await api('POST', '/api/v1/badge', { code: 'E2E-BADGE', label: 'Visitor' })).json();
    await api('PUT', `/api/v1/badge/${badge.id}`, { code: 'E2E-BADGE', label: 'Guest' });
    await page.goto(`${baseUrl}/badges/${badge.id}`, { waitUntil: 'load' });
    const badgePanel = page.getByRole('dialog');
    await badgePanel.getByRole('heading', { name: /E2E-BADGE/ }).waitFor();
    await badgePanel.getByText('History', { exact: true }).click();
    const badgeEntries = badgePanel.locator('.history-list > li');
    await until(async () => (await badgeEntries.count()) === 2, 'two badge history entries');
    await badgeEntries.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await badgePanel.getByText('Saved.').waitFor();
    const restored = await (await api('GET', `/api/v1/badge/${badge.id}`)).json();
    assert.equal(restored.label, 'Visitor');
    await api('DELETE', `/api/v1/badge/${badge.id}`);
  } finally {
    await api('DELETE', `/api/v1/task/${task.id}`);
  }
}

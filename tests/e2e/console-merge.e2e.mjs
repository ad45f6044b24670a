// Run by scripts/e2e.mjs. Two pages edit one task. The first saves a new label and priority; the
// second, which changed the priority and the assignee, meets the 412 and is offered a merge:
// the label (theirs) and the assignee (mine) are kept, the priority both changed is chosen, and
// "Save merged" stores all of it with the task's new ETag. axe-core checks the merge.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn } from './console-support.mjs';

export const name = 'Console: a stale edit is merged (fields apart kept, a clash chosen), not thrown away';

async function openTask(page, baseUrl, id) {
  await page.goto(`${baseUrl}/tasks/${id}`, { waitUntil: 'load' });
  const panel = page.getByRole('dialog');
  await panel.getByRole('heading', { name: /E2E-MERGE/ }).waitFor();
  return panel;
}

export default async function consoleMerge({ page, baseUrl, admin, artifactsDir }) {
  const api = await apiAs(baseUrl, admin);
  const task = await (await api('POST', '/api/v1/task', { code: 'E2E-MERGE', label: 'Before' })).json();
  try {
    await signIn(page, baseUrl, admin);
    const other = await page.context().newPage();
    const mine = await openTask(page, baseUrl, task.id);
    const theirs = await openTask(other, baseUrl, task.id);

    await mine.getByLabel('Priority').selectOption('HIGH');
    await mine.getByLabel('Assigned to').fill('bob');

    await theirs.getByLabel('Label').fill('Their label');
    await theirs.getByLabel('Priority').selectOption('URGENT');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await theirs.getByText('Saved.').waitFor();
    await other.close();

    await mine.getByRole('button', { name: 'Save' }).click();
    const merge = mine.locator('.merge');
    await merge.getByRole('heading', { name: 'Someone changed this task since you opened it' }).waitFor();
    const rows = await merge
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent.trim())),
      );
    assert.deepEqual(rows, [
      ['Label', 'Their label', 'Before', 'theirs kept'],
      ['Priority', 'Urgent', 'High', 'Keep which Priority Theirs Yours'],
      ['Assigned to', '—', 'bob', 'yours kept'],
    ]);
    const save = merge.getByRole('button', { name: 'Save merged' });
    assert.equal(await save.isDisabled(), true, 'a clash must be chosen first');
    await merge.getByRole('radio', { name: 'Yours' }).check();
    await page.screenshot({ path: `${artifactsDir}/console-merge.png` });
    await assertAccessible(page, 'a merge after a stale edit');
    await save.click();
    await mine.getByText('Saved.').waitFor();

    const stored = await (await api('GET', `/api/v1/task/${task.id}`)).json();
    assert.deepEqual(
      { label: stored.label, priority: stored.priority, assignedTo: stored.assignedTo },
      { label: 'Their label', priority: 'HIGH', assignedTo: 'bob' },
    );
    assert.equal(await mine.getByLabel('Label').inputValue(), 'Their label');
  } finally {
    await api('DELETE', `/api/v1/task/${task.id}`);
  }
}

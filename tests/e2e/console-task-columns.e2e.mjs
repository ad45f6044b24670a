// Run by scripts/e2e.mjs. The task list names each task's tags and its nomenclature by path, and
// every date in the console has one format from the browser's locale: a due date in the list,
// the audit instants in the panel.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, picture, signIn } from './console-support.mjs';

export const name = 'Console: the task list shows tags and nomenclature; dates in the locale’s one format';

export default async function consoleTaskColumns({ page, baseUrl, admin, artifactsDir }) {
  const api = await apiAs(baseUrl, admin);
  const created = [];
  const post = async (path, body) => {
    const response = await api('POST', path, body);
    assert.equal(response.status, 201, `${path}: ${response.status}`);
    const record = await response.json();
    created.unshift(`${path}/${record.id}`);
    return record;
  };
  try {
    const urgent = await post('/api/v1/tag', { code: 'E2E-COL-URG', label: 'Column urgent' });
    const shelf = await post('/api/v1/tag', { code: 'E2E-COL-SHF', label: 'Column shelf' });
    const hardware = await post('/api/v1/nomenclature', { code: 'E2E-COL-HW', label: 'Column hardware' });
    const laptops = await post('/api/v1/nomenclature', {
      code: 'E2E-COL-LT',
      label: 'Laptops',
      parentId: hardware.id,
    });
    const task = await post('/api/v1/task', {
      code: 'E2E-COL-1',
      label: 'Tagged and classified',
      dueDate: '2026-12-01',
      tagIds: [urgent.id, shelf.id],
      nomenclatureId: laptops.id,
    });

    await signIn(page, baseUrl, admin);
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('E2E-COL');
    const row = page.getByRole('row', { name: /E2E-COL-1/ });
    await row.getByText('Column hardware › Laptops').waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    assert.ok(headers.includes('Tags') && headers.includes('Nomenclature'), `headers: ${headers.join(', ')}`);
    await row.getByText('Column urgent').waitFor();
    await row.getByText('Column shelf').waitFor();

    const expected = await page.evaluate(
      ([due, createdDate]) => ({
        due: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${due}T00:00:00Z`),
        ),
        created: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(createdDate),
        ),
      }),
      [task.dueDate, task.createdDate],
    );
    await row.getByRole('cell', { name: expected.due, exact: true }).waitFor();
    await assertAccessible(page, 'the task list with tags and nomenclature');
    await picture(page, artifactsDir, 'task-list-columns');

    await page.getByRole('link', { name: 'E2E-COL-1' }).click();
    const audit = page.getByRole('dialog').getByRole('definition').first();
    assert.match(
      (await audit.textContent()) ?? '',
      new RegExp(`^${expected.created.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  } finally {
    for (const path of created) await api('DELETE', path);
  }
}

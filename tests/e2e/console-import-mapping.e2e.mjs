// Run by scripts/e2e.mjs. Tasks › Import of a spreadsheet that writes the console's words ("To do",
// "Low") and dates as 01.01.2027: the panel maps them to the service's values (its own labels
// suggested, a value it does not know mapped by hand, the date format detected), the preview
// shows what will be sent, and the import succeeds. axe-core checks the mapping.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, picture, signIn } from './console-support.mjs';

export const name = 'Console: an import maps "To do", "Low" and 01.01.2027 to the service’s values';

const FILE =
  'code,label,status,priority,dueDate\r\n' +
  'E2E-MAP-1,Mapped one,To do,Low,01.01.2027\r\n' +
  'E2E-MAP-2,Mapped two,Done,urgent,31.12.2027\r\n' +
  'E2E-MAP-3,Mapped three,Later,NORMAL,\r\n';

export default async function consoleImportMapping({ page, baseUrl, admin, artifactsDir }) {
  const api = await apiAs(baseUrl, admin);
  try {
    await signIn(page, baseUrl, admin);
    await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Import tasks' });
    await panel.getByLabel('File (CSV or JSON)').setInputFiles({
      name: 'tasks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(FILE, 'utf8'),
    });

    const mapping = panel.getByRole('group', { name: 'Values in the file' });
    await mapping.waitFor();
    assert.equal(await mapping.getByLabel('“To do” in status').inputValue(), 'TODO');
    assert.equal(await mapping.getByLabel('“Done” in status').inputValue(), 'DONE');
    assert.equal(await mapping.getByLabel('“Low” in priority').inputValue(), 'LOW');
    assert.equal(await mapping.getByLabel('“urgent” in priority').inputValue(), 'URGENT');
    assert.equal(
      await mapping.getByLabel('“Later” in status').inputValue(),
      '',
      'an unknown value is not guessed',
    );
    assert.equal(await mapping.getByLabel('Dates in dueDate').inputValue(), 'DD.MM.YYYY');
    await mapping.getByLabel('“Later” in status').selectOption('TODO');

    const preview = panel.getByRole('region', { name: 'First rows of the file' });
    await preview.getByRole('cell', { name: 'TODO (file: To do)' }).waitFor();
    await preview.getByRole('cell', { name: 'LOW (file: Low)' }).waitFor();
    await preview.getByRole('cell', { name: '2027-01-01 (file: 01.01.2027)' }).waitFor();
    await preview.getByRole('cell', { name: 'TODO (file: Later)' }).waitFor();
    await assertAccessible(page, 'the import mapping');
    await picture(page, artifactsDir, 'import-mapping');

    await panel.getByRole('button', { name: 'Import 3 rows' }).click();
    await panel.getByText('Imported 3: 3 created, 0 updated.').waitFor();

    const tasks = await (await api('GET', '/api/v1/task?q=E2E-MAP&sort=code')).json();
    assert.deepEqual(
      tasks.map(({ code, status, priority, dueDate }) => [code, status, priority, dueDate]),
      [
        ['E2E-MAP-1', 'TODO', 'LOW', '2027-01-01'],
        ['E2E-MAP-2', 'DONE', 'URGENT', '2027-12-31'],
        ['E2E-MAP-3', 'TODO', 'NORMAL', null],
      ],
    );
  } finally {
    const tasks = await (await api('GET', '/api/v1/task?q=E2E-MAP')).json();
    for (const task of tasks) await api('DELETE', `/api/v1/task/${task.id}`);
  }
}

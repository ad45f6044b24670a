// Run by scripts/e2e.mjs. Tasks › Import: a spreadsheet's file (semicolons, Windows-1252) shows
// its detected delimiter and encoding and its first rows; one bad row and the import is refused
// with a table of its problems and nothing written; the corrected file imports and says what it
// created; Export CSV downloads what was imported. axe-core checks each step, Esc closes the panel.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { apiAs, assertAccessible, signIn } from './console-support.mjs';

export const name = 'Console: an import refused with its problems, corrected, imported; an export downloaded';

/** The file as a spreadsheet on Windows saves it: semicolons, Windows-1252 (é is one byte). */
const spreadsheet = (status) =>
  Buffer.from(`code;label;status\r\nE2E-IMP-1;Café réunion;TODO\r\nE2E-IMP-2;Badges;${status}\r\n`, 'latin1');

export default async function consoleImport({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  try {
    await importJourney(page, baseUrl, admin);
    const tasks = await (await api('GET', '/api/v1/task?q=E2E-IMP')).json();
    assert.deepEqual(tasks.map((task) => task.label).sort(), ['Badges', 'Café réunion']);
  } finally {
    const tasks = await (await api('GET', '/api/v1/task?q=E2E-IMP')).json();
    for (const task of tasks) await api('DELETE', `/api/v1/task/${task.id}`);
  }
}

async function importJourney(page, baseUrl, admin) {
  await signIn(page, baseUrl, admin);
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Import tasks' });
  await panel.waitFor();

  await panel.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'tasks.csv',
    mimeType: 'text/csv',
    buffer: spreadsheet('LATER'),
  });
  await panel.getByText('Detected: semicolon').waitFor();
  await panel.getByText('Detected: Windows-1252').waitFor();
  assert.equal(await panel.getByLabel('Encoding').inputValue(), 'windows-1252');
  const preview = panel.getByRole('region', { name: 'First rows of the file' });
  await preview.getByRole('cell', { name: 'Café réunion' }).waitFor();
  assert.equal(await preview.getByRole('columnheader').count(), 3);
  await assertAccessible(page, 'the import preview');

  await panel.getByRole('button', { name: 'Import 2 rows' }).click();
  const problems = panel.getByRole('region', { name: 'Problems in the file' });
  await problems.waitFor();
  assert.match((await panel.getByRole('alert').textContent()) ?? '', /nothing was stored\. Correct the file/);
  const row = problems.getByRole('row').nth(1);
  assert.deepEqual(
    (await row.getByRole('cell').allTextContents()).slice(0, 2),
    ['line 3', 'status'],
    'the bad row named by its line and column',
  );
  await assertAccessible(page, 'the import problems');

  await panel.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'tasks.csv',
    mimeType: 'text/csv',
    buffer: spreadsheet('DONE'),
  });
  await panel.getByRole('button', { name: 'Import 2 rows' }).click();
  await panel.getByText('Imported 2: 2 created, 0 updated.').waitFor();
  await assertAccessible(page, 'the import summary');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'E2E-IMP-1' }).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.csv$/);
  assert.match(readFileSync(await download.path(), 'utf8'), /E2E-IMP-1,Café réunion/);
}

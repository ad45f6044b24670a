// Run by scripts/e2e.mjs. "Export for Excel" follows the browser's locale: in American English a
// comma-separated file with a byte order mark; in German (decimal comma) semicolons, as Excel
// there reads them. The German file imports back unchanged: a spreadsheet round trip.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { apiAs, signIn } from './console-support.mjs';

export const name =
  'Console: Export for Excel writes semicolons where the locale has a decimal comma, and imports back';

async function exportForExcel(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export for Excel' }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

export default async function consoleExportExcel({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const created = [];
  const post = async (path, body) => {
    const record = await (await api('POST', path, body)).json();
    assert.ok(record.id, `${path}: ${JSON.stringify(record)}`);
    created.unshift(`${path}/${record.id}`);
    return record;
  };
  try {
    const a = await post('/api/v1/tag', { code: 'E2E-XL-A', label: 'A' });
    const b = await post('/api/v1/tag', { code: 'E2E-XL-B', label: 'B' });
    await post('/api/v1/task', {
      code: 'E2E-XL-1',
      label: 'Chairs, tables',
      description: '=1+1',
      tagIds: [a.id, b.id],
    });

    await signIn(page, baseUrl, admin);
    await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
    const american = await exportForExcel(page);
    assert.match(american.name, /\.csv$/);
    assert.deepEqual([...american.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a byte order mark');
    assert.match(american.bytes.toString('utf8'), /^\ufeffid,code,label,/);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setLocaleOverride', { locale: 'de-DE' });
    await page.reload();
    await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
    const german = await exportForExcel(page);
    const text = german.bytes.toString('utf8');
    assert.deepEqual([...german.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a byte order mark');
    assert.match(text, /^\ufeffid;code;label;description;/);
    const row = text.split('\r\n').find((line) => line.includes('E2E-XL-1')) ?? '';
    assert.match(row, /;"Chairs, tables";"'=1\+1";/, 'quoted cells and their protection kept');
    assert.ok(row.includes(`;"${[a.id, b.id].sort((x, y) => x - y).join(';')}";`), `tag IDs quoted: ${row}`);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Import tasks' });
    await panel.getByLabel('File (CSV or JSON)').setInputFiles({
      name: german.name,
      mimeType: 'text/csv',
      buffer: german.bytes,
    });
    await panel.getByText('Detected: semicolon').waitFor();
    assert.equal(
      await panel.getByRole('checkbox', { name: /Saved by "Export for Excel"/ }).isChecked(),
      true,
    );
    await panel.getByRole('button', { name: /^Import \d+ rows?$/ }).click();
    await panel.getByText(/^Imported \d+: 0 created, \d+ updated\.$/).waitFor();
    const [task] = await (await api('GET', '/api/v1/task?q=E2E-XL-1')).json();
    assert.equal(task.label, 'Chairs, tables');
    assert.equal(task.description, '=1+1');
    assert.deepEqual(task.tagIds.sort(), [a.id, b.id].sort());
  } finally {
    const tasks = await (await api('GET', '/api/v1/task?q=E2E-XL')).json();
    for (const task of tasks) await api('DELETE', `/api/v1/task/${task.id}`);
    for (const path of created.filter((path) => !path.startsWith('/api/v1/task/'))) await api('DELETE', path);
  }
}

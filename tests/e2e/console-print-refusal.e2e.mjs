// Run by scripts/e2e.mjs. A printout refused for characters no font has (here U+E000, private use,
// which nothing prints) is told compactly below the list's header, not in its toolbar: one line a
// record, with its field and characters. "Print the others" prints the same list but those
// records, by ID, in a new tab. axe-core checks the refusal; a screenshot shows it.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name =
  'Console: a printout refused for unprintable characters is told compactly; Print the others';

const PRINT_SELECTED = '/api/v1/task/print-selected.pdf';

export default async function consolePrintRefusal({ page, baseUrl, admin, artifactsDir }) {
  const api = await apiAs(baseUrl, admin);
  const tasks = [
    { code: 'E2E-REF-1', label: 'Fine one' },
    { code: 'E2E-REF-2', label: 'Party \uE000 time', description: 'Also \uE001 here' },
    { code: 'E2E-REF-3', label: 'Fine two' },
    { code: 'E2E-REF-4', label: '\uE002\uE003\uE004\uE005 private' },
  ];
  const created = [];
  for (const task of tasks) created.push(await (await api('POST', '/api/v1/task', task)).json());
  try {
    await signIn(page, baseUrl, admin);
    await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Print all' }).click();

    const notice = page.locator('.print-refusal');
    await notice.waitFor();
    const words = (await notice.textContent()) ?? '';
    assert.match(words, /Task E2E-REF-2 · Label and 1 other field · U\+E000/);
    assert.match(words, /Task E2E-REF-4 · Label · U\+E002, U\+E003, U\+E004 and 1 more/);
    assert.equal(await page.locator('.page-actions .print-refusal, .page-actions [role=alert]').count(), 0);
    const box = await notice.boundingBox();
    assert.ok(box && box.height < 220, `the refusal is compact: ${box?.height} px high`);
    assert.equal(page.context().pages().length, 1, 'the tab opened for it closed again');
    await page.screenshot({ path: `${artifactsDir}/console-print-refusal.png` });
    await assertAccessible(page, 'a refused printout');

    // A refused record among the IDs would make it a 422 again: a 200 prints the others alone.
    const [tab, printed] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((response) => new URL(response.url()).pathname === PRINT_SELECTED),
      page.getByRole('button', { name: 'Print the others' }).click(),
    ]);
    assert.equal(printed.status(), 200, `print the others: ${printed.status()}`);
    await until(() => tab.url().startsWith('blob:'), 'the PDF of the others in the new tab');
    await tab.close();
  } finally {
    await api('POST', '/api/v1/task/delete-selected', { ids: created.map((task) => task.id) });
  }
}

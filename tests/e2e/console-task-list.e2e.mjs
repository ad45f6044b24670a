// Run by scripts/e2e.mjs. The task list: search, a page of 50 and "Load more" from the Link header,
// the count when asked, a tag and a status filter, sorting by a header, an empty state that says
// what to do, a row opened, edited and closed from the keyboard (the edit dropped), and a
// selection printed to a PDF in a new tab, then archived.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name = 'Console: task list search, paging, count, filter, sort, print and archive a selection';

const TOTAL = 60;
const code = (n) => `LIST-${String(n).padStart(3, '0')}`;

export default async function consoleTaskList({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const tag = await (await api('POST', '/api/v1/tag', { code: 'E2E-SHELF', label: 'Shelf' })).json();
  const seeded = Array.from({ length: TOTAL }, (_, i) => ({
    code: code(i + 1),
    label: `Inventory item ${i + 1}`,
    status: i % 3 === 0 ? 'DONE' : 'TODO',
    tagIds: i < 3 ? [tag.id] : [],
  }));
  const seed = await api('POST', '/api/v1/task/seed', seeded);
  assert.equal(seed.status, 201, `seed: ${seed.status}`);
  const ids = (await seed.json()).map((task) => task.id);
  try {
    await signIn(page, baseUrl, admin);
    const rows = page.locator('tbody tr');
    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    // The search goes out once typing pauses; until it has been answered, the rows shown may be
    // the unfiltered list's, and its arrival would start the list (and its count) again.
    const searched = page.waitForResponse((response) => /\/api\/v1\/task\?.*\bq=list\b/.test(response.url()));
    await search.fill('list');
    await searched;
    await until(async () => (await rows.count()) === 50, 'the first page of 50');
    await page.getByRole('button', { name: 'Load more' }).click();
    await until(async () => (await rows.count()) === TOTAL, 'every row after Load more');
    assert.equal(await page.getByRole('button', { name: 'Load more' }).count(), 0, 'no Load more at the end');

    await page.getByRole('button', { name: 'Count' }).click();
    await page.getByText(`${TOTAL} in all`).waitFor();

    await page.getByRole('combobox', { name: 'Tag' }).selectOption({ label: 'Shelf' });
    await until(async () => (await rows.count()) === 3, 'the tasks holding the tag');
    await page.getByRole('combobox', { name: 'Tag' }).selectOption({ label: 'Any tag' });
    await until(async () => (await rows.count()) === 50, 'every task again');

    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await until(async () => (await rows.count()) === TOTAL / 3, 'the Done tasks only');
    await page.getByRole('button', { name: /^Code/ }).click();
    await until(async () => (await rows.first().textContent())?.includes(code(58)), 'descending by code');
    assert.equal(await page.locator('th[aria-sort="descending"]').textContent(), 'Code ↓');
    await assertAccessible(page, 'the filtered, sorted list');

    // A row opens in the side panel; Esc closes it and gives the focus back to the row.
    await page.getByRole('link', { name: code(58) }).click();
    await page.getByRole('dialog').getByLabel('Label', { exact: true }).fill('Edited, then dropped');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal((await (await api('GET', `/api/v1/task/${ids[57]}`)).json()).label, 'Inventory item 58');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), code(58));

    // Select two rows: print them (a PDF in a new tab), then archive them.
    await page.getByRole('checkbox', { name: `Select ${code(58)}` }).check();
    await page.getByRole('checkbox', { name: `Select ${code(55)}` }).check();
    await page.getByText('2 selected').waitFor();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Print selected' }).click(),
    ]);
    await until(() => tab.url().startsWith('blob:'), 'the PDF in the new tab');
    await tab.close();
    await page.getByRole('button', { name: 'Archive selected' }).click();
    await until(async () => (await rows.count()) === TOTAL / 3 - 2, 'the archived rows gone');
    assert.equal((await api('GET', `/api/v1/task/${ids[57]}`)).status, 404);

    await search.fill('nothing-like-this');
    await page.getByText('No task matches this search and these filters').waitFor();
    await assertAccessible(page, 'the empty list');
  } finally {
    await api('POST', '/api/v1/task/delete-selected', { ids });
  }
}

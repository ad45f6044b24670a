// Run by scripts/e2e.mjs. A list's search, filters and order live in the address: a reload (or a
// bookmark) shows the same list, a record's panel opened and closed keeps them, Back and Forward
// step through the changes, and the same holds for the other lists (contacts here).
import assert from 'node:assert/strict';
import { apiAs, signIn, until } from './console-support.mjs';

export const name =
  'Console: list filters, sort and search in the address survive a reload; Back and Forward';

const codes = (page) => page.locator('tbody tr td:nth-child(2)').allTextContents();
const pressed = (page, name) => page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

export default async function consoleListAddress({ page, baseUrl, admin, artifactsDir }) {
  const api = await apiAs(baseUrl, admin);
  const seeded = [
    { code: 'ADDR-1', label: 'Alpha shelf', status: 'DONE' },
    { code: 'ADDR-2', label: 'Beta shelf', status: 'TODO' },
    { code: 'ADDR-3', label: 'Gamma shelf', status: 'DONE' },
    { code: 'ADDR-4', label: 'Delta shelf', status: 'DONE', priority: 'HIGH' },
  ];
  const seed = await api('POST', '/api/v1/task/seed', seeded);
  assert.equal(seed.status, 201, `seed: ${seed.status}`);
  const ids = (await seed.json()).map((task) => task.id);
  const contact = await (
    await api('POST', '/api/v1/contact', {
      firstName: 'Ada',
      lastName: 'Addressbook',
      email: 'ada@example.com',
    })
  ).json();
  try {
    await signIn(page, baseUrl, admin);
    await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    await search.fill('shelf');
    await until(() => page.url().includes('q=shelf'), 'the search in the address');
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await until(() => page.url().includes('status=DONE'), 'the filter in the address');
    const byLabel = page.getByRole('columnheader', { name: /^Label/ }).getByRole('button');
    await byLabel.click();
    await until(() => page.url().includes('sort=label'), 'the ascending order in the address');
    await byLabel.click();
    await until(() => page.url().includes('sort=-label'), 'the order in the address');
    await until(
      async () => (await codes(page)).join() === 'ADDR-3,ADDR-4,ADDR-1',
      'done shelves by label, descending',
    );
    const address = new URL(page.url());
    assert.equal(address.pathname, '/tasks');
    assert.deepEqual(Object.fromEntries(address.searchParams), {
      q: 'shelf',
      status: 'DONE',
      sort: '-label',
    });

    await page.reload({ waitUntil: 'load' });
    await until(
      async () => (await codes(page)).join() === 'ADDR-3,ADDR-4,ADDR-1',
      'the same list after a reload',
    );
    assert.equal(await search.inputValue(), 'shelf');
    assert.equal(await pressed(page, 'Done'), 'true');
    await page.screenshot({ path: `${artifactsDir}/console-list-address.png` });

    await page.getByRole('link', { name: 'ADDR-4' }).click();
    await page.getByRole('dialog').waitFor();
    assert.equal(new URL(page.url()).pathname, `/tasks/${ids[3]}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).search, address.search, 'the panel kept the list');

    // Back through the panel, then the order: ascending again.
    await page.goBack();
    await page.getByRole('dialog').waitFor();
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goBack();
    await until(() => new URL(page.url()).searchParams.get('sort') === 'label', 'back to ascending');
    await until(async () => (await codes(page)).join() === 'ADDR-1,ADDR-4,ADDR-3', 'done shelves by label');
    await page.goForward();
    await until(async () => (await codes(page)).join() === 'ADDR-3,ADDR-4,ADDR-1', 'forward to descending');

    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).search, '', 'another list starts plain');
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Addressbook');
    await until(() => page.url().includes('q=Addressbook'), 'the contacts search in the address');
    await page.reload({ waitUntil: 'load' });
    assert.equal(await page.getByRole('searchbox', { name: 'Search contacts' }).inputValue(), 'Addressbook');
    await until(async () => (await page.locator('tbody tr').count()) === 1, 'the one contact found');
  } finally {
    await api('POST', '/api/v1/task/delete-selected', { ids });
    await api('DELETE', `/api/v1/contact/${contact.id}`);
  }
}

// Run by scripts/e2e.mjs. Taxonomy › Nomenclatures as a tree: levels opened from the keyboard,
// each read when opened; a move under one's own descendant refused in words (the cycle), a move to
// the roots done and shown. axe-core checks the tree and the refusal.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn } from './console-support.mjs';

export const name = 'Console: the nomenclature tree opened level by level; a cycle refused, a move done';

export default async function consoleTree({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const create = async (code, label, parentId) =>
    (await (await api('POST', '/api/v1/nomenclature', { code, label, parentId })).json()).id ??
    assert.fail(`${code} not created`);
  const hardware = await create('E2E-TREE-HW', 'Tree Hardware', null);
  const laptops = await create('E2E-TREE-LAP', 'Laptops', hardware);
  const ultra = await create('E2E-TREE-ULTRA', 'Ultrabooks', laptops);
  try {
    await treeJourney(page, baseUrl, admin);
    assert.equal((await (await api('GET', `/api/v1/nomenclature/${ultra}`)).json()).parentId, null);
  } finally {
    for (const id of [ultra, laptops, hardware]) await api('DELETE', `/api/v1/nomenclature/${id}`);
  }
}

async function treeJourney(page, baseUrl, admin) {
  await signIn(page, baseUrl, admin);
  await page.goto(`${baseUrl}/taxonomy/nomenclatures`);
  await page.getByRole('button', { name: 'Tree' }).click();
  const tree = page.getByRole('region', { name: 'Nomenclature tree' });
  await tree.getByRole('link', { name: 'E2E-TREE-HW' }).waitFor();
  assert.equal(
    await tree.getByRole('link', { name: 'E2E-TREE-LAP' }).count(),
    0,
    'a level is read when opened',
  );

  await tree.getByRole('button', { name: 'Entries below E2E-TREE-HW' }).focus();
  await page.keyboard.press('Enter');
  await tree.getByRole('link', { name: 'E2E-TREE-LAP' }).waitFor();
  await tree.getByRole('button', { name: 'Entries below E2E-TREE-LAP' }).focus();
  await page.keyboard.press('Enter');
  await tree.getByRole('link', { name: 'E2E-TREE-ULTRA' }).waitFor();
  assert.equal(
    await tree.getByRole('button', { name: 'Entries below E2E-TREE-HW' }).getAttribute('aria-expanded'),
    'true',
  );
  await assertAccessible(page, 'the nomenclature tree');

  // Hardware under its own grandchild would close a cycle: refused, in words.
  await tree.getByRole('button', { name: 'Move under… (E2E-TREE-HW)' }).click();
  await tree
    .getByLabel('Move E2E-TREE-HW under')
    .selectOption({ label: 'Tree Hardware › Laptops › Ultrabooks' });
  await tree.getByRole('button', { name: 'Move', exact: true }).click();
  const refusal = tree.getByRole('alert');
  await refusal.waitFor();
  assert.match((await refusal.textContent()) ?? '', /cycle/);
  await assertAccessible(page, 'a cycle refused');
  await tree.getByRole('button', { name: 'Cancel' }).click();

  await tree.getByRole('button', { name: 'Move under… (E2E-TREE-ULTRA)' }).click();
  await tree.getByLabel('Move E2E-TREE-ULTRA under').selectOption({ label: 'None: a root of the tree' });
  await tree.getByRole('button', { name: 'Move', exact: true }).click();
  await tree.getByLabel('Move E2E-TREE-ULTRA under').waitFor({ state: 'detached' });
  // Now a root, and nothing is left below Laptops. The two levels are read again one after the
  // other, so each is waited for (a strict locator: exactly one root holds it).
  await tree.getByText('Nothing below.').first().waitFor();
  await tree.locator(':scope > ul > li').filter({ hasText: 'E2E-TREE-ULTRA' }).waitFor();
}

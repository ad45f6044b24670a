// Run by scripts/e2e.mjs. Taxonomy › Nomenclatures as a tree: levels opened from the keyboard,
// each read when opened; the move picker leaves out the entry and its descendants; a move that a
// change made meanwhile turned into a cycle refused once, in codes; a move to the roots done and
// shown. axe-core checks the tree and the refusal.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, picture, signIn } from './console-support.mjs';

export const name =
  'Console: the nomenclature tree opened level by level; no descendant offered, a cycle refused, a move done';

export default async function consoleTree({ page, baseUrl, admin, artifactsDir }) {
  const api = await apiAs(baseUrl, admin);
  const create = async (code, label, parentId) =>
    (await (await api('POST', '/api/v1/nomenclature', { code, label, parentId })).json()).id ??
    assert.fail(`${code} not created`);
  const hardware = await create('E2E-TREE-HW', 'Tree Hardware', null);
  const laptops = await create('E2E-TREE-LAP', 'Laptops', hardware);
  const ultra = await create('E2E-TREE-ULTRA', 'Ultrabooks', laptops);
  const other = await create('E2E-TREE-OTHER', 'Tree Other', null);
  // Someone else's move, made while the picker is open: Other goes under Ultrabooks.
  const moveOtherAway = async () => {
    const moved = await api(
      'PATCH',
      `/api/v1/nomenclature/${other}`,
      { parentId: ultra },
      {
        'content-type': 'application/merge-patch+json',
      },
    );
    assert.equal(moved.status, 200, `moving Other: ${moved.status}`);
  };
  try {
    await treeJourney(page, baseUrl, admin, moveOtherAway, artifactsDir);
    assert.equal((await (await api('GET', `/api/v1/nomenclature/${ultra}`)).json()).parentId, null);
  } finally {
    for (const id of [other, ultra, laptops, hardware]) await api('DELETE', `/api/v1/nomenclature/${id}`);
  }
}

async function treeJourney(page, baseUrl, admin, moveOtherAway, artifactsDir) {
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

  // Hardware cannot be offered a place below itself.
  await tree.getByRole('button', { name: 'Move under… (E2E-TREE-HW)' }).click();
  const picker = tree.getByLabel('Move E2E-TREE-HW under');
  const offered = await picker.locator('option').allTextContents();
  assert.ok(offered.includes('Tree Other'), `offered: ${offered.join(' | ')}`);
  assert.deepEqual(
    offered.filter((label) => label.startsWith('Tree Hardware')),
    [],
    'neither Hardware nor anything below it is offered',
  );

  // Other moved below Ultrabooks meanwhile: Hardware under Other would close a cycle, said once in codes.
  await picker.selectOption({ label: 'Tree Other' });
  await moveOtherAway();
  await tree.getByRole('button', { name: 'Move', exact: true }).click();
  const refusal = tree.getByRole('alert');
  await refusal.waitFor();
  assert.equal(
    (await refusal.textContent())?.trim(),
    'Invalid parent: would make a cycle: E2E-TREE-HW → E2E-TREE-OTHER → E2E-TREE-ULTRA → E2E-TREE-LAP → E2E-TREE-HW',
  );
  await assertAccessible(page, 'a cycle refused');
  await picture(page, artifactsDir, 'nomenclature-cycle-refused');
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

// Run by scripts/e2e.mjs. Tags and nomenclatures (Taxonomy), template objects, badges and companies:
// each opens on its list from the navigation; a record is created (a missing label shown beside its
// field; a nomenclature under a parent), edited, met stale (changed through the API meanwhile) and
// reloaded, then deleted or archived. axe-core checks each view.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name =
  'Console: tags, nomenclatures, template objects, badges, companies: created, edited, stale, removed';

const RESOURCES = [
  { nav: 'Taxonomy', title: 'Tags', noun: 'tag', api: '/api/v1/tag', removal: 'Delete' },
  {
    nav: 'Taxonomy',
    tab: 'Nomenclatures',
    title: 'Nomenclatures',
    noun: 'nomenclature',
    api: '/api/v1/nomenclature',
    removal: 'Delete',
    parent: 'Furniture',
  },
  {
    nav: 'Template objects',
    title: 'Template objects',
    noun: 'template object',
    api: '/api/v1/domaintemplate',
    removal: 'Archive',
  },
];

async function lifecycle(page, api, resource, parentId) {
  const code = `E2E-${resource.noun.replaceAll(' ', '-').toUpperCase()}`;
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: resource.nav }).click();
  if (resource.tab)
    await page
      .getByRole('navigation', { name: resource.nav })
      .getByRole('link', { name: resource.tab })
      .click();
  await page.getByRole('heading', { name: resource.title, level: 1 }).waitFor();
  await page.locator('.empty, table').first().waitFor();
  await assertAccessible(page, `the ${resource.title} list`);

  await page.getByRole('button', { name: `New ${resource.noun}` }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Code').fill(code);
  await panel.getByRole('button', { name: `Create ${resource.noun}` }).click();
  const label = panel.getByLabel('Label', { exact: true });
  await panel.locator('.field-error').first().waitFor();
  assert.equal(await label.getAttribute('aria-invalid'), 'true');
  await label.fill('First label');
  if (resource.parent) await panel.getByLabel('Parent').selectOption({ label: resource.parent });
  await panel.getByRole('button', { name: `Create ${resource.noun}` }).click();
  await panel.getByRole('heading', { name: `${code} · First label` }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('link', { name: code }).waitFor();
  if (resource.parent) {
    assert.equal((await (await api('GET', `${resource.api}/${id}`)).json()).parentId, parentId);
    const row = page.locator('tbody tr', { has: page.getByRole('link', { name: code }) });
    await row.getByText(resource.parent, { exact: true }).waitFor();
  }
  await assertAccessible(page, `the ${resource.noun} panel`);

  await label.fill('Second label');
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText('Saved.').waitFor();
  assert.equal((await (await api('GET', `${resource.api}/${id}`)).json()).label, 'Second label');

  assert.equal((await api('PATCH', `${resource.api}/${id}`, { label: 'Changed elsewhere' })).status, 200);
  await panel.getByLabel('Description').fill('Mine');
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText(`Someone changed this ${resource.noun} since you opened it`).waitFor();
  await panel.getByRole('button', { name: `Reload the ${resource.noun}` }).click();
  await until(async () => (await label.inputValue()) === 'Changed elsewhere', 'the reloaded label');

  await panel.getByRole('button', { name: resource.removal, exact: true }).click();
  await panel.getByRole('button', { name: `Confirm ${resource.removal.toLowerCase()}` }).click();
  await panel.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: code }).waitFor({ state: 'detached' });
  assert.equal((await api('GET', `${resource.api}/${id}`)).status, 404);
}

export default async function consoleRecords({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const root = await (
    await api('POST', '/api/v1/nomenclature', { code: 'E2E-FURNITURE', label: 'Furniture' })
  ).json();
  try {
    await signIn(page, baseUrl, admin);
    for (const resource of RESOURCES) await lifecycle(page, api, resource, root.id);
  } finally {
    await api('DELETE', `/api/v1/nomenclature/${root.id}`);
  }
}

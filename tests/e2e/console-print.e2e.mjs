// Run by scripts/e2e.mjs. Printing from the console: a task's panel prints it, the list prints as
// a table, each as a PDF in a new tab, and so do template objects; a list too large for a page per
// record (over the default 5 000) is refused in words that say how to narrow it. axe-core checks
// the refusal.
import assert from 'node:assert/strict';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name =
  'Console: a task printed from its panel, the list as a table, a printout too large refused';

const MANY = 5001;

export default async function consolePrint({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const tasks = Array.from({ length: MANY }, (_, n) => ({
    code: `E2E-PRN-${String(n).padStart(5, '0')}`,
    label: `Printed ${n}`,
  }));
  const imported = await api('POST', '/api/v1/task/import.json', tasks);
  assert.equal(imported.status, 201, `import: ${imported.status}`);
  const stored = await imported.json();
  const template = await (
    await api('POST', '/api/v1/domaintemplate', { code: 'E2E-PRN-TPL', label: 'Printed template' })
  ).json();
  try {
    await printJourney(page, baseUrl, admin, stored[0].id);
    await printTemplates(page, baseUrl, template.id);
  } finally {
    await api('DELETE', `/api/v1/domaintemplate/${template.id}`);
    for (let start = 0; start < stored.length; start += 1000) {
      await api('POST', '/api/v1/task/delete-selected', {
        ids: stored.slice(start, start + 1000).map((task) => task.id),
      });
    }
  }
}

async function opensPdf(page, click) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await until(() => tab.url().startsWith('blob:'), 'the PDF in the new tab');
  await tab.close();
}

async function printJourney(page, baseUrl, admin, firstId) {
  await signIn(page, baseUrl, admin);
  await page.goto(`${baseUrl}/tasks/${firstId}`);
  const panel = page.getByRole('dialog');
  await panel.getByRole('heading', { name: /E2E-PRN-00000/ }).waitFor();
  await opensPdf(page, () => panel.getByRole('button', { name: 'Print', exact: true }).click());
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });

  await page.getByLabel('Print layout').selectOption('table');
  await opensPdf(page, () => page.getByRole('button', { name: 'Print all' }).click());

  await page.getByLabel('Print layout').selectOption('record');
  await page.getByRole('button', { name: 'Print all' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  const words = (await alert.textContent()) ?? '';
  assert.match(words, new RegExp(`would hold ${MANY} records`));
  assert.match(words, /Print the list as a table, or select the rows to print/);
  assert.equal(page.context().pages().length, 1, 'the tab opened for it closed again');
  await assertAccessible(page, 'a printout too large');
}

async function printTemplates(page, baseUrl, id) {
  await page.goto(`${baseUrl}/template-objects/${id}`);
  const panel = page.getByRole('dialog');
  await panel.getByRole('heading', { name: /E2E-PRN-TPL/ }).waitFor();
  await opensPdf(page, () => panel.getByRole('button', { name: 'Print', exact: true }).click());
  await page.keyboard.press('Escape');
  await page.getByLabel('Print layout').selectOption('table');
  await opensPdf(page, () => page.getByRole('button', { name: 'Print all' }).click());
}

// Run by scripts/e2e.mjs. Admin › Backups: a backup downloads as the service names it; restoring it
// into this instance, which holds data, without "Replace everything" is refused in words and
// changes nothing (the session goes on). axe-core checks the page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { apiAs, assertAccessible, signIn } from './console-support.mjs';

export const name = 'Console: a backup downloaded; a restore over data, not asked to replace, refused';

export default async function consoleBackups({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  // The instance must hold data for a restore without "replace" to be refused.
  const tag = await (await api('POST', '/api/v1/tag', { code: 'E2E-BACKUP', label: 'Backup' })).json();
  try {
    await backupAndRefusedRestore(page, baseUrl, admin);
  } finally {
    await api('DELETE', `/api/v1/tag/${tag.id}`);
  }
}

async function backupAndRefusedRestore(page, baseUrl, admin) {
  await signIn(page, baseUrl, admin);
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Backups' }).click();
  await page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
  await assertAccessible(page, 'the backups page');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a backup' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^task-service-.+\.ndjson$/);
  const archive = await download.path();
  assert.match(readFileSync(archive, 'utf8').split('\n')[0] ?? '', /"archive":"task-service"/);

  await page.getByLabel('Archive (.ndjson)').setInputFiles(archive);
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm restore: every session ends' }).click();
  await page.getByRole('alert').waitFor();
  assert.match((await page.getByRole('alert').textContent()) ?? '', /replace/i);
  await assertAccessible(page, 'the refused restore');
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Tasks' }).click();
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 1, 'still signed in');
}

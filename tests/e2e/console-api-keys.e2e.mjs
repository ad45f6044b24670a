// Run by scripts/e2e.mjs. Admin › API keys: a key created (a missing name shown beside its field)
// with one permission, its secret shown once, whole, copied with its Copy button and accepted by
// the API, then revoked and refused.
// axe-core checks the list, the form and the secret.
import assert from 'node:assert/strict';
import { assertAccessible, signIn } from './console-support.mjs';

export const name = 'Console: an API key created, its secret shown once and working, then revoked';

const callWith = (baseUrl, key) =>
  fetch(`${baseUrl}/api/v1/task?limit=1`, { headers: { authorization: `Bearer ${key}` } });

export default async function consoleApiKeys({ page, baseUrl, admin }) {
  await signIn(page, baseUrl, admin);
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
  await page.getByText('You have no API keys').waitFor();
  await assertAccessible(page, 'the API key list');

  await page.getByRole('button', { name: 'New key' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('checkbox', { name: 'See tasks' }).check();
  await panel.getByRole('button', { name: 'Create key' }).click();
  await panel.locator('.field-error, .banner').first().waitFor();
  await assertAccessible(page, 'the new key form with an error');
  await panel.getByLabel('Name').fill('E2E script');
  await panel.getByRole('button', { name: 'Create key' }).click();
  const shown = panel.locator('code.secret');
  const secret = (await shown.textContent()) ?? '';
  assert.ok(secret.length > 20, `the secret shown: ${secret}`);
  const fits = await shown.evaluate((node) => node.scrollWidth <= node.clientWidth);
  assert.ok(fits, 'the whole secret is visible: it wraps rather than being cut');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await panel.getByRole('button', { name: 'Copy the key' }).click();
  await panel.getByText('Copied', { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
  assert.equal((await callWith(baseUrl, secret)).status, 200);
  await assertAccessible(page, 'the new key');
  await panel.getByRole('button', { name: 'Done' }).click();
  await panel.waitFor({ state: 'detached' });

  const row = page.locator('tbody tr', { hasText: 'E2E script' });
  await row.getByText('Active').waitFor();
  await row.getByRole('button', { name: 'Revoke E2E script' }).click();
  await row.getByRole('button', { name: 'Confirm revoke' }).click();
  await row.getByText('Revoked').waitFor();
  assert.equal((await callWith(baseUrl, secret)).status, 401);
}

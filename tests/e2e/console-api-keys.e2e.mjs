// Run by scripts/e2e.mjs. Admin › API keys: a key created (a missing name shown beside its field)
// with one permission, its secret shown once and accepted by the API, then revoked and refused.
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
  await panel.getByRole('checkbox', { name: 'tasks:read' }).check();
  await panel.getByRole('button', { name: 'Create key' }).click();
  await panel.locator('.field-error, .banner').first().waitFor();
  await assertAccessible(page, 'the new key form with an error');
  await panel.getByLabel('Name').fill('E2E script');
  await panel.getByRole('button', { name: 'Create key' }).click();
  const secret = await panel.getByLabel('Your new key').inputValue();
  assert.ok(secret.length > 20, `the secret shown: ${secret}`);
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

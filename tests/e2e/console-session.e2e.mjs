// Run by scripts/e2e.mjs. An access token the service refuses (expired, say) is renewed once with
// the refresh cookie, even when several requests meet the 401 together (a refresh token works
// once: a second refresh would end the session), and the requests go on; a refused refresh leads
// back to the login page. Signing out with an expired access token still ends the session.
import assert from 'node:assert/strict';
import { signIn, until } from './console-support.mjs';

export const name = 'Console: a refused access token is renewed by one refresh; a refused refresh signs out';

const REFRESH = '/api/v1/auth/refresh';

export default async function consoleSession({ page, baseUrl, admin, requests }) {
  await signIn(page, baseUrl, admin);
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Contacts' }).click();
  await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();

  // Every API request carries a spoiled token, as if it had expired, until the console refreshes.
  let spoiling = true;
  await page.route('**/api/v1/**', (route) => {
    const request = route.request();
    if (new URL(request.url()).pathname === REFRESH) spoiling = false;
    if (!spoiling || !request.headers().authorization) return route.continue();
    return route.continue({ headers: { ...request.headers(), authorization: 'Bearer spoiled' } });
  });

  // The tasks page asks for the list, the tags and the nomenclatures at once: three 401s.
  const before = requests.length;
  await page.getByRole('link', { name: 'Tasks' }).click();
  await page.locator('.empty, table').first().waitFor();
  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog').getByLabel('Code').waitFor();
  const refreshes = requests.slice(before).filter((request) => new URL(request.url()).pathname === REFRESH);
  assert.equal(refreshes.length, 1, `refreshes after the token was refused: ${refreshes.length}`);
  assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 1, 'still signed in');

  // Signing out with an expired access token renews it first: the session ends, its cookie goes.
  spoiling = true;
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
  await until(async () => (await page.context().cookies()).length === 0, 'the refresh cookie cleared');
  await page.unroute('**/api/v1/**');

  // Without its cookie, the next load finds no session to renew: the login page.
  await signIn(page, baseUrl, admin);
  await page.context().clearCookies();
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
}

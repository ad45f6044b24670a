// Run by scripts/e2e.mjs. An access token the service refuses (expired, say) is renewed once with
// the refresh token, even when several requests meet the 401 together (a refresh token works once:
// a second refresh would end the session), and the requests go on; a refused refresh token leads
// back to the login page.
import assert from 'node:assert/strict';
import { signIn } from './console-support.mjs';

export const name = 'Console: a refused access token is renewed by one refresh; a refused refresh signs out';

const REFRESH = '/api/v1/auth/refresh';

/** Replaces a token of the tab's stored session, as if it had expired. */
const spoil = (page, field) =>
  page.evaluate((key) => {
    const session = JSON.parse(sessionStorage.getItem('console.session') ?? '{}');
    sessionStorage.setItem('console.session', JSON.stringify({ ...session, [key]: `${session[key]}x` }));
  }, field);

export default async function consoleSession({ page, baseUrl, admin, requests }) {
  await signIn(page, baseUrl, admin);
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();

  // The tasks page asks for the list, the tags and the nomenclatures at once: three 401s.
  await spoil(page, 'accessToken');
  const before = requests.length;
  await page.reload({ waitUntil: 'load' });
  await page.locator('.empty, table').first().waitFor();
  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog').getByLabel('Code').waitFor();
  const refreshes = requests.slice(before).filter((request) => new URL(request.url()).pathname === REFRESH);
  assert.equal(refreshes.length, 1, `refreshes after the token was refused: ${refreshes.length}`);
  assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 1, 'still signed in');

  // A refresh token the service refuses ends the console's session.
  await spoil(page, 'accessToken');
  await spoil(page, 'refreshToken');
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.getItem('console.session')), null);
}

// Run by scripts/e2e.mjs. The session outlives the tab: a second tab and a reload find it through
// the refresh cookie (no second sign-in), the refresh token never reaches the page's scripts, and
// signing out in one tab signs out the others.
import assert from 'node:assert/strict';
import { signIn } from './console-support.mjs';

export const name = 'Console: a second tab and a reload stay signed in; sign-out in one tab ends every tab';

const signedIn = (page) => page.getByRole('button', { name: 'Sign out' }).waitFor();
const signedOut = (page) => page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();

export default async function consoleTabs({ page, baseUrl, admin, artifactsDir }) {
  await signIn(page, baseUrl, admin);
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();

  const [cookie] = await page.context().cookies();
  assert.ok(cookie, 'a refresh cookie after sign-in');
  assert.deepEqual(
    {
      name: cookie.name,
      path: cookie.path,
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      sameSite: cookie.sameSite,
    },
    { name: 'refresh_token', path: '/api/v1/auth/refresh', httpOnly: true, secure: true, sameSite: 'Strict' },
  );
  assert.equal(await page.evaluate(() => document.cookie), '', 'the page cannot read the cookie');
  const stored = await page.evaluate(
    () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
  );
  assert.ok(!stored.includes(cookie.value), 'no refresh token in web storage');

  const second = await page.context().newPage();
  await second.goto(`${baseUrl}/contacts`, { waitUntil: 'load' });
  await second.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
  await signedIn(second);
  await second.screenshot({ path: `${artifactsDir}/console-second-tab.png` });

  await page.reload({ waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
  await signedIn(page);

  await second.getByRole('button', { name: 'Sign out' }).click();
  await signedOut(second);
  await signedOut(page);
  await page.screenshot({ path: `${artifactsDir}/console-signed-out-elsewhere.png` });

  assert.deepEqual(await page.context().cookies(), [], 'the cookie is cleared');
  await page.reload({ waitUntil: 'load' });
  await signedOut(page);
  await second.close();
}

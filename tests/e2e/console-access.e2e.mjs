// Run by scripts/e2e.mjs. Access administration and your own second factor: a user's live
// session listed in their panel and ended; a username locked out by failed sign-ins lifted from
// Admin › Users; two-step sign-in set up (the app's code computed here from the secret shown),
// its recovery codes shown once, then turned off with the password. axe-core checks each screen.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { apiAs, assertAccessible, signIn, until } from './console-support.mjs';

export const name =
  "Console: a user's sessions ended, a lockout lifted, two-step sign-in set up and turned off";

const LOCKED = 'e2e-locked-out';
const USER = { username: 'e2e-session-user', password: 'E2e-session-pass-1' };

/** RFC 6238: the 6-digit code of a base32 secret for the current 30-second step. */
function totp(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const login = (baseUrl, username, password) =>
  fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

export default async function consoleAccess({ page, baseUrl, admin }) {
  const api = await apiAs(baseUrl, admin);
  const user = await (
    await api('POST', '/api/v1/auth/users', { ...USER, enabled: true, roles: ['USER'] })
  ).json();
  assert.equal((await login(baseUrl, USER.username, USER.password)).status, 200);
  for (let failure = 0; failure < 10; failure++) await login(baseUrl, LOCKED, 'not the password');
  assert.equal((await login(baseUrl, LOCKED, 'not the password')).status, 429);
  try {
    await signIn(page, baseUrl, admin);
    await sessionsAndLockouts(page, baseUrl, user.id);
    await twoStep(page, baseUrl, admin);
  } finally {
    await api('DELETE', `/api/v1/auth/users/${user.id}`);
    await api('DELETE', `/api/v1/auth/lockouts?username=${LOCKED}`);
    await api('POST', '/api/v1/auth/me/totp/remove', { password: admin.password });
  }
}

async function sessionsAndLockouts(page, baseUrl, userId) {
  await page.goto(`${baseUrl}/admin/users/${userId}`);
  const panel = page.getByRole('dialog');
  const sessions = panel.getByRole('list', { name: 'Live sessions' });
  await sessions.waitFor();
  assert.equal(await sessions.getByRole('listitem').count(), 1);

  const lockouts = page.getByRole('region', { name: 'Sign-ins locked' });
  await lockouts.getByText(LOCKED).first().waitFor();
  await assertAccessible(page, "a user's sessions and the lockouts");

  await panel.getByRole('button', { name: 'End all sessions' }).click();
  await panel.getByText('No session: this user is not signed in anywhere.').waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });

  await lockouts.getByRole('button', { name: `Lift for ${LOCKED}` }).click();
  await lockouts.waitFor({ state: 'detached' });
  await until(async () => (await login(baseUrl, LOCKED, 'not the password')).status === 401, 'lifted');
}

async function twoStep(page, baseUrl, admin) {
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await card.locator('code.secret').textContent()) ?? '';
  assert.match(secret, /^[A-Z2-7]+=*$/);
  await card.getByLabel('2. The 6-digit code the app shows').fill('000000');
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  await card.getByText(/code/i).first().waitFor();
  await until(
    async () =>
      (await card.getByLabel('2. The 6-digit code the app shows').getAttribute('aria-invalid')) === 'true',
    'a wrong code beside its field',
  );

  await card.getByLabel('2. The 6-digit code the app shows').fill(totp(secret));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor();
  assert.equal(await codes.getByRole('listitem').count(), 10);
  await card.getByText('10 recovery codes left').waitFor();
  await assertAccessible(page, 'two-step sign-in turned on');

  await card.getByLabel('Your password, to turn it off').fill(admin.password);
  await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).waitFor();
  assert.equal(await codes.count(), 0, 'the recovery codes are shown only once');
  const status = await (await apiAs(baseUrl, admin))('GET', '/api/v1/auth/me/totp');
  assert.equal((await status.json()).enrolled, false);
}

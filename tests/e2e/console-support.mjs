// Helpers of the console's browser tests (tests/e2e/console-*.e2e.mjs); not a test itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Calls the API as the administrator: a fresh token per call, so no session is shared with the page. */
export async function apiAs(baseUrl, { username, password }) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  assert.equal(login.status, 200, `login: ${login.status}`);
  const { accessToken } = await login.json();
  return (method, path, body, headers = {}) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export async function signIn(page, baseUrl, { username, password }) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('#console-nav').waitFor({ state: 'attached' });
}

/** Waits until `check` (an async predicate) holds, or fails with `what` after `ms`. */
export async function until(check, what, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** The theme painted on the page: `light` or `dark`. */
export const paintedTheme = (page) => page.evaluate(() => document.documentElement.dataset.theme);

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page) {
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
  });
}

/** Paints the page in `theme`, as the console does, without storing it. */
const paint = (page, theme) =>
  page.evaluate((wanted) => {
    document.documentElement.dataset.theme = wanted;
    document.documentElement.style.colorScheme = wanted;
  }, theme);

/**
 * Runs axe-core on the page as it is, in its theme and then in the other one; fails on any
 * serious or critical violation (contrast included).
 */
export async function assertAccessible(page, where) {
  // Evaluated through the debugging protocol: the page's CSP (scripts from 'self' only) does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const painted = await paintedTheme(page);
  const other = painted === 'dark' ? 'light' : 'dark';
  const found = [];
  for (const theme of [painted, other]) {
    await paint(page, theme);
    found.push(...(await seriousViolations(page)).map((violation) => `${theme}: ${violation}`));
  }
  await paint(page, painted);
  assert.deepEqual(found, [], `axe on ${where}:\n  ${found.join('\n  ')}`);
}

/** Fails when the page asked for anything but the service itself (a CDN, a font, telemetry). */
export function assertOffline(requests, baseUrl) {
  const service = new URL(baseUrl);
  const foreign = requests
    .map((request) => new URL(request.url()))
    .filter((url) => !['data:', 'blob:', 'about:'].includes(url.protocol))
    .filter((url) => !(LOOPBACK.has(url.hostname) && url.port === service.port))
    .map(String);
  assert.deepEqual(foreign, [], `requests outside the service:\n  ${foreign.join('\n  ')}`);
}

/** Keeps a picture of the page in the run's artifacts folder (kept with E2E_ARTIFACTS_DIR), to look at. */
export async function picture(page, artifactsDir, name) {
  await page.screenshot({ path: `${artifactsDir}/${name}.png`, fullPage: true });
}

// Run by scripts/e2e.mjs (npm run test:e2e), which starts the server and hands over a fresh Chromium page.
// When /swagger-ui.html is opened, then it works offline (every request stays on the service), lists the
// auth operations, and a token entered through "Authorize" (kept across a reload of the page) lets
// "Try it out" call GET /api/v1/auth/me, and the example body of POST /api/v1/tag creates a tag as shown.
import assert from 'node:assert/strict';

export const name = 'Swagger UI: served offline, authorize with a bearer token, try GET /api/v1/auth/me';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const LOGIN_PATH = '/api/v1/auth/login';
const ME_PATH = '/api/v1/auth/me';

/** Requests that left the service: anything but http(s) to a loopback name on the service's port. */
function foreignRequests(requests, baseUrl) {
  const service = new URL(baseUrl);
  return requests
    .map((request) => request.url())
    .filter((url) => {
      const target = new URL(url);
      if (['data:', 'blob:', 'about:'].includes(target.protocol)) return false;
      return !(
        ['http:', 'https:'].includes(target.protocol) &&
        LOOPBACK.has(target.hostname) &&
        target.port === service.port
      );
    });
}

async function login(baseUrl, { username, password }) {
  const response = await fetch(`${baseUrl}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const text = await response.text();
  assert.equal(response.status, 200, `POST ${LOGIN_PATH} answered ${response.status}: ${text}`);
  const body = JSON.parse(text);
  assert.equal(body.tokenType, 'Bearer', `login tokenType: ${text}`);
  assert.ok(
    typeof body.accessToken === 'string' && body.accessToken.length > 20,
    `login accessToken: ${text}`,
  );
  return body.accessToken;
}

/** Opens collapsed tag sections (docExpansion "none") so that operations can be seen. */
async function expandTags(page) {
  const closedTags = page.locator('.opblock-tag-section:not(.is-open) .opblock-tag');
  const count = await closedTags.count();
  for (let index = count - 1; index >= 0; index -= 1) {
    await closedTags.nth(index).click();
  }
}

const operation = (page, method, path) =>
  page
    .locator(`.opblock.opblock-${method}`)
    .filter({ has: page.locator(`.opblock-summary-path[data-path="${path}"]`) })
    .first();

export default async function swaggerUi({ page, baseUrl, admin, requests }) {
  // 1. The page loads and renders the document.
  const response = await page.goto(`${baseUrl}/swagger-ui.html`, { waitUntil: 'load' });
  assert.equal(response?.status(), 200, `GET /swagger-ui.html answered ${response?.status()}`);
  const assertOffline = () => {
    const foreign = foreignRequests(requests, baseUrl);
    assert.deepEqual(foreign, [], `the page made requests outside the service:\n  ${foreign.join('\n  ')}`);
  };
  assertOffline(); // The page's own stylesheets and scripts (a CDN would show up here).
  await page.locator('.swagger-ui .information-container, .swagger-ui .opblock-tag').first().waitFor();
  await expandTags(page);
  await page.locator('.opblock').first().waitFor();

  // 2. The auth operations are listed.
  const listed = (await page.locator('.opblock').allInnerTexts()).map((text) =>
    text.replaceAll('\u200b', ''),
  );
  for (const path of [LOGIN_PATH, ME_PATH]) {
    assert.ok(
      listed.some((text) => text.includes(path)),
      `no .opblock shows ${path}; listed: ${listed.map((t) => t.split('\n')[0]).join(' | ')}`,
    );
  }
  const me = operation(page, 'get', ME_PATH);
  await me.waitFor({ state: 'visible' });

  // 3. A token from the real login endpoint, entered through "Authorize" for the bearerAuth scheme.
  const token = await login(baseUrl, admin);
  await page.locator('.auth-wrapper button.authorize').click();
  const dialog = page.locator('.dialog-ux .modal-ux');
  await dialog.waitFor({ state: 'visible' });
  // The scheme's block is the parent of its heading `<h4><code>bearerAuth</code> (http, Bearer)</h4>`.
  const bearerHeading = page.locator('h4', { has: page.locator('code', { hasText: /^bearerAuth$/ }) });
  const heading = dialog.locator(bearerHeading);
  assert.equal(await heading.count(), 1, 'the Authorize dialog has no (or several) "bearerAuth" sections');
  const scheme = heading.locator('xpath=..');
  await scheme.locator('input[aria-label="auth-bearer-value"]').fill(token);
  // Swagger UI labels its buttons for screen readers ("Apply credentials"), so select them by class.
  const form = dialog.locator('form', { has: bearerHeading });
  await form.locator('.auth-btn-wrapper button.authorize').click();
  await scheme.locator('h6', { hasText: 'Authorized' }).waitFor();
  await form.locator('.auth-btn-wrapper button.btn-done').click();
  await dialog.waitFor({ state: 'hidden' });

  // 3b. The token survives a reload of the page: the call below is made after it.
  await page.reload({ waitUntil: 'load' });
  await page.locator('.opblock').first().waitFor();
  await expandTags(page);
  await me.waitFor({ state: 'visible' });

  // 4. GET /api/v1/auth/me → Try it out → Execute.
  const summaryControl = me.locator('.opblock-summary-control');
  await ((await summaryControl.count()) > 0 ? summaryControl : me.locator('.opblock-summary'))
    .first()
    .click();
  await me.getByRole('button', { name: 'Try it out' }).click();
  const [sent] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === ME_PATH, { timeout: 15_000 }),
    me.getByRole('button', { name: 'Execute' }).click(),
  ]);
  assert.equal(
    sent.headers().authorization,
    `Bearer ${token}`,
    `GET ${ME_PATH} from Swagger UI did not carry the token (Authorization: ${sent.headers().authorization})`,
  );

  // 5. The live response shows 200 and the admin user.
  const live = me.locator('.live-responses-table');
  await live.waitFor();
  const status = ((await live.locator('.response .response-col_status').first().textContent()) ?? '').trim();
  assert.match(status, /^200\b/, `response status shown: ${status}`);
  const body = (await live.locator('.response .response-col_description').first().textContent()) ?? '';
  assert.match(body, new RegExp(`"username":\\s*"${admin.username}"`), `response body shown: ${body}`);

  // 6. POST /api/v1/tag → Try it out shows the document's example body, which Execute stores as it is.
  const createTag = operation(page, 'post', '/api/v1/tag');
  const tagSummary = createTag.locator('.opblock-summary-control');
  await ((await tagSummary.count()) > 0 ? tagSummary : createTag.locator('.opblock-summary')).first().click();
  await createTag.getByRole('button', { name: 'Try it out' }).click();
  const shown = await createTag.locator('textarea.body-param__text').inputValue();
  assert.deepEqual(
    JSON.parse(shown),
    { code: 'URGENT', label: 'Urgent', description: 'Due within the week' },
    `the example body shown: ${shown}`,
  );
  await createTag.getByRole('button', { name: 'Execute' }).click();
  const created = createTag.locator('.live-responses-table .response .response-col_status').first();
  await created.waitFor();
  assert.match(((await created.textContent()) ?? '').trim(), /^201\b/, 'POST /api/v1/tag with the example');

  // 7. Nothing on the way went anywhere but the service (CDN assets, validator badge, fonts, telemetry...).
  assertOffline();
}

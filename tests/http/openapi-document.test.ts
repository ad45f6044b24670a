import { describe, expect, it } from 'vitest';
import { json } from '../support/http.js';
import { useTestApp } from '../support/use-test-app.js';

/**
 * The served OpenAPI document, byte for byte, in its served order: a refactoring must leave it as
 * it is, and a contract change shows as a diff of `openapi-document.json` in its commit
 * (`npx vitest run tests/http/openapi-document.test.ts -u` writes the new one).
 */
describe('the OpenAPI document', () => {
  const t = useTestApp('memory', { signIn: false });

  it('when served, then it is the committed document', async () => {
    const served = await json(await t.request('GET', '/openapi.json'));

    await expect(`${JSON.stringify(served, null, 2)}\n`).toMatchFileSnapshot('./openapi-document.json');
  });
});

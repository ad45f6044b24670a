import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from '../../scripts/console-api-types.js';
import { json } from '../support/http.js';
import { useTestApp } from '../support/use-test-app.js';

describe("the console's API types (adapters/console/src/api/schema.d.ts)", () => {
  const t = useTestApp('memory', { signIn: false });

  it('when generated from the current OpenAPI document, then they are the committed file', async () => {
    const generated = await apiTypes(await json(await t.request('GET', '/openapi.json')));

    // A contract change must reach the console's type check: run `npm run console:api-types`.
    expect(generated === readFileSync(API_TYPES_FILE, 'utf8'), 'schema.d.ts is stale').toBe(true);
  });
});

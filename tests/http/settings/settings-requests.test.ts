import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import type { RequestOptions } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const BASE = '/api/v1/settings/user';

type Endpoint = 'me' | 'users/{userId}' | 'anonymous';
const PUT_ENDPOINTS: readonly Endpoint[] = ['me', 'users/{userId}', 'anonymous'];

interface Problem {
  readonly status: number;
  readonly errors?: readonly { path: string; message: string }[];
}

describeEachBackend('settings requests', (backend) => {
  const t = useTestApp(backend, { signIn: false });

  /** The path and a token allowed to call it; settings/user/users targets a fresh USER. */
  async function target(endpoint: Endpoint): Promise<{ path: string; token: string }> {
    const alice = await t.createUser({ username: 'alice' });
    if (endpoint === 'me') return { path: `${BASE}/me`, token: await alice.token() };
    const path = endpoint === 'anonymous' ? `${BASE}/anonymous` : `${BASE}/users/${alice.id}`;
    return { path, token: await t.adminToken() };
  }

  async function expectUnchanged(path: string, token: string): Promise<void> {
    const read = await t.request('GET', path, { token });
    expect(await read.json()).toEqual({ viewMode: 'system' });
  }

  const badValues: [string, unknown, string][] = [
    ['an unknown view mode', { viewMode: 'blue' }, 'viewMode'],
    ['a view mode in another case', { viewMode: 'DARK' }, 'viewMode'],
    ['a null view mode', { viewMode: null }, 'viewMode'],
    ['a numeric view mode', { viewMode: 1 }, 'viewMode'],
    ['no view mode', {}, 'viewMode'],
    ['an unknown property', { viewMode: 'dark', theme: 'blue' }, 'theme'],
  ];

  for (const endpoint of PUT_ENDPOINTS) {
    it.each(badValues)(
      `when PUT ${endpoint} gets %s, then 400 naming the field and nothing is stored`,
      async (_, json, path) => {
        const { path: url, token } = await target(endpoint);
        const response = await t.request('PUT', url, { token, json });
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        const body = (await response.json()) as Problem;
        expect(body.status).toBe(400);
        expect(body.errors?.map((error) => error.path)).toEqual([path]);
        await expectUnchanged(url, token);
      },
    );

    it.each<[string, RequestOptions]>([
      ['malformed JSON', { body: '{"viewMode":', headers: { 'Content-Type': 'application/json' } }],
      [
        'a form body',
        { body: 'viewMode=dark', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      ],
      ['a JSON array', { json: [{ viewMode: 'dark' }] }],
      ['a bare JSON string', { json: 'dark' }],
    ])(`when PUT ${endpoint} gets %s, then 400 and nothing is stored`, async (_, options) => {
      const { path: url, token } = await target(endpoint);
      const response = await t.request('PUT', url, { ...options, token });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      await expectUnchanged(url, token);
    });
  }

  it.each([
    ['GET', `${BASE}/me`],
    ['PUT', `${BASE}/me`],
    ['GET', `${BASE}/users/1`],
    ['PUT', `${BASE}/users/1`],
    ['PUT', `${BASE}/anonymous`],
  ])('when %s %s is called without a token, then 401 with WWW-Authenticate', async (method, path) => {
    const response = await t.request(method, path, {
      json: method === 'PUT' ? { viewMode: 'dark' } : undefined,
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('when /me is called with a garbage token, then 401', async () => {
    const response = await t.request('GET', `${BASE}/me`, { headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(response.status).toBe(401);
  });
});

interface Operation {
  readonly security?: unknown;
  readonly responses: Record<string, unknown>;
  readonly parameters?: readonly { name: string; in: string }[];
}
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { schemas: Record<string, unknown> };
}

describeEachBackend(
  'settings in the OpenAPI document',
  (backend) => {
    const t = useTestApp(backend, { signIn: false });

    it('when the document is read, then every settings operation shows its access and its errors', async () => {
      const doc = (await (await t.request('GET', '/openapi.json')).json()) as OpenApiDocument;
      const statuses = (path: string, method: string) =>
        Object.keys(doc.paths[path]?.[method]?.responses ?? {});

      expect(doc.components.schemas.UserSettings).toMatchObject({
        type: 'object',
        properties: { viewMode: { type: 'string', enum: ['light', 'dark', 'system'] } },
        required: ['viewMode'],
        additionalProperties: false,
      });

      const me = `${BASE}/me`;
      expect(doc.paths[me]?.get?.security).toEqual([{ bearerAuth: [] }]);
      // 304 and 400: If-None-Match (docs/api/records.md#conditional-requests); 412: If-Match.
      expect(statuses(me, 'get')).toEqual(['200', '304', '400', '401', '403', '429', '500', '503']);
      expect(statuses(me, 'put')).toEqual([
        '200',
        '400',
        '401',
        '403',
        '412',
        '413',
        '415',
        '429',
        '500',
        '503',
        '507',
      ]);
      expect(statuses(me, 'patch')).toEqual([
        '200',
        '400',
        '401',
        '403',
        '409',
        '412',
        '413',
        '415',
        '429',
        '500',
        '503',
        '507',
      ]);

      const user = `${BASE}/users/{userId}`;
      expect(statuses(user, 'get')).toEqual(['200', '304', '400', '401', '403', '404', '429', '500', '503']);
      expect(statuses(user, 'put')).toEqual([
        '200',
        '400',
        '401',
        '403',
        '404',
        '412',
        '413',
        '415',
        '429',
        '500',
        '503',
        '507',
      ]);
      expect(doc.paths[user]?.get?.parameters).toEqual([
        expect.objectContaining({ name: 'userId', in: 'path', required: true }),
        expect.objectContaining({ name: 'if-none-match', in: 'header', required: false }),
      ]);

      const anonymous = `${BASE}/anonymous`;
      expect(doc.paths[anonymous]?.get?.security).toEqual([]);
      expect(statuses(anonymous, 'get')).toEqual(['200', '304', '400', '429', '500', '503']);
      expect(doc.paths[anonymous]?.put?.security).toEqual([{ bearerAuth: [] }]);
      expect(statuses(anonymous, 'put')).toEqual([
        '200',
        '400',
        '401',
        '403',
        '412',
        '413',
        '415',
        '429',
        '500',
        '503',
        '507',
      ]);
    });
  },
  ['memory'],
);

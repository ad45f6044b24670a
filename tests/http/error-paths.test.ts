import { describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../adapters/http/openapi/common.js';
import { json } from '../support/http.js';
import { useTestApp } from '../support/use-test-app.js';
import { type DocumentedOperation, documentedOperations } from './security/documented-operations.js';

interface ErrorPath {
  readonly name: string;
  readonly applies: (op: DocumentedOperation) => boolean;
  readonly send: (op: DocumentedOperation) => {
    readonly path: string;
    readonly token: boolean;
    readonly body?: string;
    readonly contentType?: string;
  };
}

const withIds = (template: string, id: string) => template.replace(/\{[^}]+\}/g, id);

/** The ways a request can go wrong before any business rule runs, for the operations they apply to. */
const ERROR_PATHS: readonly ErrorPath[] = [
  {
    name: 'without a token',
    applies: (op) => op.template.startsWith('/api/') && !/login|anonymous$/.test(op.template),
    send: (op) => ({ path: withIds(op.template, '1'), token: false }),
  },
  {
    name: 'with an ID that is not a number',
    applies: (op) => op.template.includes('{'),
    send: (op) => ({ path: withIds(op.template, 'abc'), token: true }),
  },
  {
    name: 'with malformed JSON',
    applies: (op) => op.takesJson,
    send: (op) => ({
      path: withIds(op.template, '1'),
      token: true,
      body: '{"a":',
      contentType: 'application/json',
    }),
  },
  {
    name: 'with a body of another media type',
    // An operation without a request body (starting a set-up, say) ignores one, as a GET does.
    applies: (op) => op.takesBody && op.template.startsWith('/api/'),
    send: (op) => ({
      path: withIds(op.template, '1'),
      token: true,
      body: 'x=1',
      contentType: 'application/x-www-form-urlencoded',
    }),
  },
  {
    name: 'with a method the path does not take',
    applies: (op) => op.method === 'GET',
    send: (op) => ({
      path: withIds(op.template, '1'),
      token: true,
      body: '{}',
      contentType: 'application/json',
    }),
  },
];

/** Every error answer is a problem whose body matches the documented Problem schema, `code` included. */
describe('error paths of every operation', () => {
  const t = useTestApp('memory', { per: 'all', app: { env: { APP_BODY_LIMIT_BYTES: '65536' } } });

  it('when each operation is called down each error path, then every answer is a problem with a stable code', async () => {
    const operations = await documentedOperations(t);
    // A method the operation's path does not serve (PATCH is served on most `{id}` paths).
    const unserved = (op: DocumentedOperation) =>
      ['PATCH', 'POST', 'PUT', 'DELETE'].find(
        (method) => !operations.some((other) => other.template === op.template && other.method === method),
      )!;
    let checked = 0;
    for (const path of ERROR_PATHS) {
      for (const op of operations.filter(path.applies)) {
        const request = path.send(op);
        const method = path.name.startsWith('with a method') ? unserved(op) : op.method;
        const response = await t.request(method, request.path, {
          token: request.token ? t.admin : undefined,
          body: request.body,
          headers: request.contentType ? { 'Content-Type': request.contentType } : {},
        });
        const where = `${method} ${request.path} ${path.name}`;
        expect(response.status, where).toBeGreaterThanOrEqual(400);
        expect(response.headers.get('content-type'), where).toBe('application/problem+json');
        const body = await json(response);
        expect(ProblemSchema.safeParse(body).success, `${where}: ${JSON.stringify(body)}`).toBe(true);
        expect(body.code, where).toMatch(/^[A-Z]+(_[A-Z]+)*\.[A-Z]+(_[A-Z]+)*$/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it.each([
    ['an unknown route', 'GET', '/api/v1/no-such-thing', undefined, 404, 'ROUTE.NOT_FOUND'],
    ['a method the path does not take', 'PATCH', '/health/live', undefined, 405, 'ROUTE.METHOD_NOT_ALLOWED'],
    ['a body over the limit', 'POST', '/api/v1/task', 'x'.repeat(70_000), 413, 'REQUEST.TOO_LARGE'],
    ['malformed JSON', 'POST', '/api/v1/task', '{"code":', 400, 'REQUEST.MALFORMED_JSON'],
  ] as const)(
    'when the request has %s, then its status and code',
    async (_, method, path, body, status, code) => {
      const response = await t.request(method, path, {
        token: t.admin,
        body,
        headers: body ? { 'Content-Type': 'application/json' } : {},
      });
      expect(response.status).toBe(status);
      expect((await json(response)).code).toBe(code);
    },
  );

  it.each([
    ['JSON sent as text/plain', '/api/v1/task', 'text/plain', '{"code":"A","label":"B"}'],
    ['CSV sent as JSON', '/api/v1/task/import.csv', 'application/json', 'id,code'],
    ['a multipart upload', '/api/v1/task/import.csv', 'multipart/form-data; boundary=x', '--x--'],
  ])('when %s, then 400 REQUEST.WRONG_CONTENT_TYPE', async (_, path, contentType, body) => {
    const response = await t.request('POST', path, {
      token: t.admin,
      body,
      headers: { 'Content-Type': contentType },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe('REQUEST.WRONG_CONTENT_TYPE');
  });

  it.each([
    ['a batch with a thousand invalid elements', '/api/v1/tag/import.json', 1000],
    ['a request body with hundreds of invalid fields', '/api/v1/task/delete-selected', 0],
  ])(
    'when %s is refused, then the problem is at most 4096 bytes and counts the entries it leaves out',
    async (_, path, elements) => {
      const body =
        elements > 0
          ? Array.from({ length: elements }, (_, index) => ({ code: `C${index}\u0001`, label: ' ' }))
          : { ids: Array.from({ length: 2000 }, (_, index) => `not a number ${index}`) };
      const response = await t.request('POST', path, { token: t.admin, json: body });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(new TextEncoder().encode(text).byteLength).toBeLessThanOrEqual(4096);
      const problem = JSON.parse(text);
      expect(problem.errors.length).toBeGreaterThan(5);
      expect(problem.detail).toMatch(/\(the first \d+ listed\)$/);
    },
  );
});

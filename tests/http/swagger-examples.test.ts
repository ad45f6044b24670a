import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../support/fake-llm-server.js';
import { json } from '../support/http.js';
import { useTestApp } from '../support/use-test-app.js';

interface Body {
  readonly method: string;
  readonly path: string;
  readonly mediaType: string;
  readonly example: unknown;
}

type Schema = { $ref?: string; example?: unknown };
type Doc = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema?: Schema; example?: unknown }> } }>
  >;
  components: { schemas: Record<string, Schema> };
};

/** What Swagger UI puts in "Try it out": the media type's example, else its schema's. */
function requestBodies(doc: Doc): Body[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      Object.entries(operation.requestBody?.content ?? {}).map(([mediaType, media]) => {
        const schema = media.schema?.$ref
          ? doc.components.schemas[media.schema.$ref.split('/').pop()!]
          : media.schema;
        return { method: method.toUpperCase(), path, mediaType, example: media.example ?? schema?.example };
      }),
    ),
  );
}

/** The order a user trying the API would follow: things to refer to first, bulk deletes last. */
const FIRST = ['/api/v1/tag', '/api/v1/nomenclature', '/api/v1/contact'];
function rank(body: Body): number {
  if (body.path.endsWith('/delete-selected')) return 3;
  if (body.method === 'POST' && FIRST.includes(body.path)) return 0;
  if (
    body.method === 'POST' &&
    !body.path.includes('{') &&
    !/\/[a-z-]+\.[a-z]+$|\/(seed|prompt|stream)$/.test(body.path)
  ) {
    return 1;
  }
  return 2;
}

/**
 * Examples that pass validation and are refused by the check itself: they cannot know a secret of
 * the instance (the administrator's password, a refresh token, the code an app shows now, the
 * caller's password), are run here by the configured administrator, who keeps their name, or
 * would replace what the instance holds (a restore, refused without `replace=true`).
 */
const NEEDS_A_SECRET: Readonly<Record<string, string>> = {
  '/api/v1/auth/login': 'AUTH.INVALID_CREDENTIALS',
  '/api/v1/auth/refresh': 'AUTH.INVALID_REFRESH_TOKEN',
  '/api/v1/auth/me/password': 'USER.WRONG_PASSWORD',
  '/api/v1/auth/me': 'USER.PROTECTED',
  '/api/v1/auth/me/totp/confirm': 'TOTP.NOT_STARTED',
  '/api/v1/auth/me/totp/remove': 'TOTP.WRONG_PASSWORD',
  '/api/v1/restore': 'INSTANCE.NOT_EMPTY',
};

const SSE_REPLY = [
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Hello' } }] })}\n\n`,
  `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 } })}\n\n`,
  'data: [DONE]\n\n',
];

/** docs/api/operations.md#openapi-document-and-swagger-ui: "Try it out → Execute" works as shown. */
describe('the request examples of the OpenAPI document', () => {
  // Outbound DNS is blocked in tests: the webhook example's host resolves to a public address here.
  const t = useTestApp('memory', {
    per: 'all',
    app: { hostResolver: { resolve: async () => ['93.184.216.34'] } },
  });
  let bodies: Body[];
  let upstream: FakeLlmServer;
  beforeAll(async () => {
    bodies = requestBodies((await json(await t.request('GET', '/openapi.json'))) as Doc);
    upstream = await startFakeLlmServer();
  });
  afterAll(async () => {
    await upstream.close();
  });

  it('when the document is read, then every request body has an example', () => {
    expect(bodies.length).toBeGreaterThan(50);
    expect(
      bodies.filter((body) => body.example === undefined).map((b) => `${b.method} ${b.path} ${b.mediaType}`),
    ).toEqual([]);
  });

  it('when every example is sent as shown, in the order a user would try them, then each succeeds on a fresh instance', async () => {
    const created = new Map<string, number>();
    const failures: string[] = [];
    for (const body of [...bodies].sort((a, b) => rank(a) - rank(b))) {
      const base = body.path.replace(/\/\{[^}]+\}.*$/, '');
      const path = body.path
        .replace('{userId}', String(created.get('/api/v1/auth/users')))
        .replace('{id}', String(created.get(base)));
      if (body.path.startsWith('/api/v1/lmstudio/prompt')) {
        // The model server of the settings example is somewhere else: the same settings, pointing here.
        await t.request('PUT', '/api/v1/lmstudio/settings', {
          token: t.admin,
          json: { baseUrl: upstream.baseUrl, model: 'local-model', timeoutSeconds: 5 },
        });
        upstream.respondWith(
          body.path.endsWith('/stream') || (body.example as { stream?: boolean }).stream
            ? { kind: 'stream', pieces: SSE_REPLY }
            : { kind: 'complete' },
        );
      }
      const text = typeof body.example === 'string' ? body.example : JSON.stringify(body.example);
      const response = await t.request(body.method, path, {
        token: t.admin,
        body: text,
        headers: { 'Content-Type': body.mediaType },
      });
      const answer = await response.text();
      const secretCode = NEEDS_A_SECRET[body.path];
      const passed = secretCode
        ? (JSON.parse(answer) as { code?: string }).code === secretCode
        : [200, 201, 204].includes(response.status);
      if (!passed) {
        failures.push(
          `${body.method} ${body.path} ${body.mediaType}: ${response.status} ${answer.slice(0, 300)}`,
        );
      }
      if (response.status === 201 && rank(body) <= 1)
        created.set(body.path, (JSON.parse(answer) as { id: number }).id);
    }
    expect(failures).toEqual([]);
  });
});

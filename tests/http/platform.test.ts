import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { json } from '../support/http.js';
import { ADMIN, createTestApp } from '../support/test-app.js';
import { sessionIdOf } from '../support/token-session.js';
import { useTestApp } from '../support/use-test-app.js';

const SECRET = 'a-test-signing-key-that-is-long-enough-1234';

describe('HTTP platform', () => {
  const t = useTestApp('memory', {
    app: { env: { APP_JWT_SECRET: SECRET, APP_BODY_LIMIT_BYTES: '2048' } },
    signIn: false,
  });

  it('when a route does not exist, then 404 problem', async () => {
    const response = await t.request('GET', '/api/v1/nowhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await json(response)).toMatchObject({
      status: 404,
      title: 'Not Found',
      instance: '/api/v1/nowhere',
    });
  });

  it('when a known path is called with another method, then 405 with Allow', async () => {
    const response = await t.request('PATCH', '/api/v1/auth/login');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('when the body is over the limit, then 413 problem', async () => {
    const response = await t.request('POST', '/api/v1/auth/login', {
      json: { username: 'admin', password: 'x'.repeat(4096) },
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ status: 413 });
  });

  it('when the client sends a request id, then it is echoed; otherwise one is generated', async () => {
    const echoed = await t.request('GET', '/health/live', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
    const generated = await t.request('GET', '/health/live');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when any response is sent, an error too, then it carries the security headers', async () => {
    for (const response of [await t.request('GET', '/health/live'), await t.request('GET', '/api/v1/task')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('when health is asked, then live and ready answer 200', async () => {
    expect(await json(await t.request('GET', '/health/live'))).toEqual({ status: 'ok' });
    expect((await t.request('GET', '/health/ready')).status).toBe(200);
  });

  it('when the database is closed, then ready answers 503', async () => {
    const sqlite = await createTestApp('sqlite');
    await sqlite.service.close();
    const response = await sqlite.request('GET', '/health/ready');
    expect(response.status).toBe(503);
    await sqlite.close().catch(() => undefined);
  });

  it('when the OpenAPI document is read, then its version is the package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect((await json(await t.request('GET', '/openapi.json'))).info.version).toBe(version);
  });

  it('when the service root is opened, then it leads to Swagger UI', async () => {
    const response = await t.request('GET', '/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/swagger-ui.html');
  });

  it('when the OpenAPI document is read, then it is 3.1 with the bearer scheme and secured operations', async () => {
    const doc = await json(await t.request('GET', '/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(doc.paths['/api/v1/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/auth/login'].post.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/v1/auth/login'].post.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '413',
      '415',
      '429',
      '500',
      '503',
      '507',
    ]);
  });

  it('when the OpenAPI document is read, then every operation that stores something declares 507 with Retry-After, and no other does', async () => {
    const doc = await json(await t.request('GET', '/openapi.json'));
    const readOnlyPosts = [/\/print-selected\.pdf$/, /\/lmstudio\/prompt(\/stream)?$/];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(operations as Record<string, { responses: object }>)) {
        const stores = method !== 'get' && !readOnlyPosts.some((pattern) => pattern.test(path));
        const declared = (operation.responses as Record<string, { headers?: object }>)['507'];
        expect(declared !== undefined, `${method} ${path}`).toBe(stores);
        if (declared) expect(declared.headers).toHaveProperty('Retry-After');
      }
    }
  });

  it('when Swagger UI is opened, then the page and its assets come from this service only', async () => {
    const page = await (await t.request('GET', '/swagger-ui.html')).text();
    const assets = [...page.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(['/swagger-ui-dist/swagger-ui.css', '/swagger-ui-dist/swagger-ui-bundle.js']);
    for (const asset of assets) expect((await t.request('GET', asset)).status).toBe(200);
    expect(page).toContain("url: '/openapi.json'");
  });

  describe('token forgery', () => {
    async function sign(claims: Record<string, unknown>, secret = SECRET, expiresIn = '1h') {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('task-service')
        .setAudience('task-service')
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(new TextEncoder().encode(secret));
    }

    it('when a token is signed with the right key, then it is accepted (control)', async () => {
      const token = await sign({ sid: sessionIdOf(await t.adminToken()) });
      expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    });

    it.each([
      ['signed with another key', () => sign({}, 'another-signing-key-that-is-long-enough-12')],
      ['expired', () => sign({}, SECRET, '-1h')],
      [
        'alg none',
        async () =>
          `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', iss: 'task-service', aud: 'task-service', exp: 9_999_999_999, iat: 1 })}.`,
      ],
      [
        'tampered payload',
        async () => {
          const [header, , signature] = (await sign({})).split('.');
          return `${header}.${b64({ sub: '1', iss: 'task-service', aud: 'task-service', exp: 9_999_999_999, iat: 1, roles: ['ADMIN'] })}.${signature}`;
        },
      ],
    ])('when a token is %s, then 401', async (_, forge) => {
      const response = await t.request('GET', '/api/v1/auth/me', { token: await forge() });
      expect(response.status).toBe(401);
    });
  });

  it('when 10 logins fail for one user from one address, then the 11th gets 429 even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const failed = await t.request('POST', '/api/v1/auth/login', {
        json: { username: 'admin', password: 'wrong-password' },
      });
      expect(failed.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/v1/auth/login', { json: ADMIN });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(blocked)).toMatchObject({ status: 429, code: 'AUTH.TOO_MANY_ATTEMPTS' });
  });
});

describe('client address behind a proxy', () => {
  it('when APP_TRUST_PROXY is on, then throttling counts per X-Forwarded-For address', async () => {
    const t = await createTestApp('memory', { env: { APP_TRUST_PROXY: 'true' } });
    try {
      const from = (address: string, password: string) =>
        t.request('POST', '/api/v1/auth/login', {
          json: { username: 'admin', password },
          headers: { 'X-Forwarded-For': `${address}, 10.0.0.1` },
        });
      for (let i = 0; i < 10; i++) await from('203.0.113.7', 'wrong-password');
      expect((await from('203.0.113.7', ADMIN.password)).status).toBe(429);
      expect((await from('203.0.113.8', ADMIN.password)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

import { expect, it } from 'vitest';
import { describeEachBackend } from '../support/backends.js';
import { capturedLogger } from '../support/captured-logger.js';
import { ADMIN } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const PASSWORD = 'Secret-Pa55word!';
const NEW_PASSWORD = 'An0ther-Secret!';
const LLM_TOKEN = 'sk-llm:Do.Not.Leak_77';
/** Any BCrypt hash: $2a$, $2b$ or $2y$, then the cost. */
const BCRYPT = /\$2[aby]\$\d\d\$/;

/** OWASP API3: what responses and logs must never carry, across a user's whole life. */
describeEachBackend('sensitive data', (backend) => {
  let logs: string[];
  let bodies: string[];
  const t = useTestApp(backend, {
    signIn: false,
    app: () => {
      const captured = capturedLogger();
      logs = captured.lines;
      bodies = [];
      return { logger: captured.logger };
    },
  });

  const send = async (method: string, path: string, token?: string, json?: unknown) => {
    const response = await t.request(method, path, { token, json });
    bodies.push(await response.text());
    return response;
  };

  it('when a user is created, read, listed, re-passworded, logged in and deleted, then no password, hash or LLM token appears anywhere', async () => {
    const admin = await t.adminToken();
    const created = await send('POST', '/api/v1/auth/users', admin, {
      username: 'carol',
      password: PASSWORD,
    });
    const { id } = JSON.parse(bodies.at(-1)!) as { id: number };
    expect(created.status).toBe(201);
    await send('GET', `/api/v1/auth/users/${id}`, admin);
    await send('GET', '/api/v1/auth/users', admin);
    await send('POST', '/api/v1/auth/login', undefined, { username: 'carol', password: 'wrong-password' });
    await send('PUT', `/api/v1/auth/users/${id}`, admin, {
      username: 'carol',
      enabled: true,
      roles: ['USER'],
      password: NEW_PASSWORD,
    });
    const login = await send('POST', '/api/v1/auth/login', undefined, {
      username: 'carol',
      password: NEW_PASSWORD,
    });
    expect(login.status).toBe(200);
    await send('GET', '/api/v1/auth/me', JSON.parse(bodies.at(-1)!).accessToken);
    await send('PUT', '/api/v1/lmstudio/settings', admin, {
      baseUrl: 'http://127.0.0.1:9',
      model: 'm',
      timeoutSeconds: 1,
      token: LLM_TOKEN,
    });
    await send('GET', '/api/v1/lmstudio/settings', admin);
    await send('PUT', '/api/v1/lmstudio/settings', admin, {
      baseUrl: 'ftp://x',
      model: 'm',
      timeoutSeconds: 1,
      token: LLM_TOKEN,
    });
    await send('DELETE', `/api/v1/auth/users/${id}`, admin);

    const everything = [...bodies, ...logs].join('\n');
    expect(logs.length).toBeGreaterThan(5);
    for (const secret of [PASSWORD, NEW_PASSWORD, ADMIN.password, LLM_TOKEN])
      expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(BCRYPT);
  });
});

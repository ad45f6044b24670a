import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceProcess, spawnService, waitUntilReady } from '../support/service-process.js';

const PASSWORD = 'two-processes-pw';

/** Two processes on one SQLite file: writes serialise on the file lock, versions still decide. */
describe('two service processes on one SQLite file', () => {
  let folder: string;
  let services: ServiceProcess[];
  let token: string;

  const call = (service: ServiceProcess, method: string, path: string, body?: unknown) =>
    fetch(`${service.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'task-service-'));
    const env = { DATABASE_URL: `file:${join(folder, 'app.db')}`, APP_ADMIN_PASSWORD: PASSWORD };
    services = [];
    for (let i = 0; i < 2; i++) {
      const service = await spawnService(env);
      services.push(service);
      await waitUntilReady(service);
    }
    const login = await fetch(`${services[0]!.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    token = ((await login.json()) as { accessToken: string }).accessToken;
    // Two service starts under the TypeScript loader: about 20 s on a loaded two-core machine, often more.
  }, 180_000);

  afterAll(async () => {
    for (const service of services) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('when both update one task at once, then every answer is 200 or 409 and the last 200 is what is stored', async () => {
    const { id } = (await (
      await call(services[0]!, 'POST', '/api/v1/task', { code: 'P', label: '0' })
    ).json()) as {
      id: number;
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(services[i % 2]!, 'PUT', `/api/v1/task/${id}`, { label: `writer ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const winners = await Promise.all(
      responses
        .filter((r) => r.status === 200)
        .map(async (r) => (await r.json()) as { label: string; lastModifiedDate: string }),
    );
    const last = winners.sort((a, b) => a.lastModifiedDate.localeCompare(b.lastModifiedDate)).at(-1)!;
    for (const service of services) {
      const stored = (await (await call(service, 'GET', `/api/v1/task/${id}`)).json()) as { label: string };
      expect(stored.label).toBe(last.label);
    }
  });

  it('when both create one code at once, then exactly one 201', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(services[i % 2]!, 'POST', '/api/v1/task', { code: 'ONE', label: 'x' }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, spawnService, waitUntilReady } from '../support/service-process.js';

describe('service process', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('when the configuration is invalid, then it exits 1 with one clear line', async () => {
    const service = await spawnService({ DATABASE_URL: 'mysql://nope' });
    expect(await service.exited).toBe(1);
    expect(service.output().trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: DATABASE_URL: expected file:/),
    ]);
  });

  it('when the administrator password breaks the password rules, then it exits 1 naming the variable before any database is made', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'task-service-config-'));
    folders.push(folder);
    const database = join(folder, 'data', 'app.db');
    const service = await spawnService({ DATABASE_URL: `file:${database}`, APP_ADMIN_PASSWORD: 'short' });
    expect(await service.exited).toBe(1);
    expect(service.output().trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: APP_ADMIN_PASSWORD: must be 8 to 72 bytes/),
    ]);
    expect(existsSync(database)).toBe(false);
  });

  it('when Postgres is unreachable, then it exits 1 with one line that leaks no URL', async () => {
    const port = await freePort();
    const service = await spawnService({
      DATABASE_URL: `postgres://secret-user:secret-pw@127.0.0.1:${port}/db`,
    });
    expect(await service.exited).toBe(1);
    const lines = service.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Start-up failed \(postgres database\)/);
    expect(service.output()).not.toContain('secret');
  });

  it('when started on SQLite and sent SIGTERM, then it serves, then stops cleanly with exit 0', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'task-service-'));
    folders.push(folder);
    const service = await spawnService({
      DATABASE_URL: `file:${join(folder, 'app.db')}`,
      APP_ADMIN_PASSWORD: 'process-pw-1',
    });
    await waitUntilReady(service);
    const login = await fetch(`${service.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'process-pw-1' }),
    });
    expect(login.status).toBe(200);
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('"msg":"stopped"');
    expect(service.output()).not.toContain('process-pw-1');
  });
});

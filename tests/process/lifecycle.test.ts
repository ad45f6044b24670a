import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, spawnService, waitUntilReady } from '../support/service-process.js';

// Each test starts the service under the TypeScript loader: 80 s at a load average of 30.
describe('service process', { timeout: 300_000 }, () => {
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

  it('when the port is already taken, then it exits 1 with one line naming the address', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'task-service-port-'));
    folders.push(folder);
    const taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    try {
      const service = await spawnService({
        PORT: String(port),
        DATABASE_URL: `file:${join(folder, 'app.db')}`,
        APP_ADMIN_PASSWORD: 'port-test-password',
        LOG_LEVEL: 'silent',
      });
      expect(await service.exited).toBe(1);
      expect(service.output().trim().split('\n')).toEqual([
        `Start-up failed: 127.0.0.1:${port} is already in use (EADDRINUSE)`,
      ]);
    } finally {
      taken.close();
    }
  });

  it('when the data folder cannot be made, then it exits 1 with one line naming the file and the cause', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'task-service-folder-'));
    folders.push(folder);
    // A file where the data folder should be: no user, root included, can make a folder in it.
    const database = join(folder, 'not-a-folder', 'data', 'app.db');
    writeFileSync(join(folder, 'not-a-folder'), '');
    const service = await spawnService({
      DATABASE_URL: `file:${database}`,
      APP_ADMIN_PASSWORD: 'folder-test-password',
      LOG_LEVEL: 'silent',
    });
    expect(await service.exited).toBe(1);
    expect(service.output().trim().split('\n')).toEqual([
      `Start-up failed (sqlite database at ${database}): Error ENOTDIR`,
    ]);
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

  it('when a request in flight outlasts APP_SHUTDOWN_GRACE_SECONDS after SIGTERM, then it gives up and exits 1', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'task-service-'));
    folders.push(folder);
    const service = await spawnService({
      DATABASE_URL: `file:${join(folder, 'app.db')}`,
      APP_ADMIN_PASSWORD: 'process-pw-1',
      APP_SHUTDOWN_GRACE_SECONDS: '1',
    });
    await waitUntilReady(service);
    // A login whose body never arrives whole: the server has taken it (100 Continue) and waits.
    const stuck = request(`${service.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '100', Expect: '100-continue' },
    });
    stuck.on('error', () => {});
    stuck.flushHeaders();
    await once(stuck, 'continue');
    stuck.write('{"username":');
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(1);
    expect(service.output()).toContain('shutdown grace period over');
    stuck.destroy();
  });
});

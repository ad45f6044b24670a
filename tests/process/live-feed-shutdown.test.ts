import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rawFeed, readUntil } from '../support/feed-client.js';
import { login, spawnService, waitUntilReady } from '../support/service-process.js';

/** Longer than the test may run: the service exits 1 only if an open stream holds the shutdown up. */
const GRACE_SECONDS = '900';

// A service start under the TypeScript loader: 80 s at a load average of 30.
describe('a service process with live-feed streams open', { timeout: 300_000 }, () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('when sent SIGTERM, then every stream ends and it exits 0 without waiting for the grace period', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'task-service-'));
    folders.push(folder);
    const service = await spawnService({
      DATABASE_URL: `file:${join(folder, 'app.db')}`,
      APP_ADMIN_PASSWORD: 'feed-shutdown-pw',
      APP_SHUTDOWN_GRACE_SECONDS: GRACE_SECONDS,
    });
    await waitUntilReady(service);
    const token = await login(service, 'feed-shutdown-pw');
    const streams = await Promise.all([rawFeed(service.baseUrl, token), rawFeed(service.baseUrl, token)]);
    for (const { response } of streams) expect(response.statusCode).toBe(200);
    service.child.kill('SIGTERM');
    for (const { response } of streams) {
      await readUntil(response, () => false);
      expect(response.complete).toBe(true);
    }
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('"msg":"stopped"');
  });
});

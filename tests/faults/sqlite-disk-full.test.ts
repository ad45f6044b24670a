import { execFileSync } from 'node:child_process';
import { closeSync, copyFileSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/backends.js';
import { capturedLogger } from '../support/captured-logger.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectStorageFullProblem } from './probes.js';

/**
 * A tmpfs of `size` mounted on a new folder; undefined where this process may not mount one
 * (not root, or a container without the capability): the test is then skipped.
 */
function mountTmpfs(size: string): string | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', folder], { stdio: 'ignore' });
    return folder;
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return undefined;
  }
}

function unmount(folder: string): void {
  execFileSync('umount', [folder], { stdio: 'ignore' });
  rmSync(folder, { recursive: true, force: true });
}

/** Takes every byte left on the file system in `folder`, in a file whose path is returned. */
function fillUp(folder: string): string {
  const path = join(folder, 'filler');
  const fd = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

/** A real full disk under the SQLite file (docs/deployment.md#a-full-disk), where this machine lets a test mount one. */
describe('SQLite on a full file system', () => {
  it('when the disk fills up, then writes answer 507, reads and readiness go on, and writes succeed once space is freed', async (context) => {
    const folder = mountTmpfs('16m');
    if (!folder) return context.skip('mounting a tmpfs needs root on Linux');
    let t: TestApp | undefined;
    try {
      const template = await createTestDatabase('sqlite');
      const path = join(folder, 'app.db');
      if (template.config.kind !== 'sqlite') throw new Error('expected SQLite');
      copyFileSync(template.config.path, path);
      await template.drop();
      const { logger, lines } = capturedLogger();
      t = await createTestApp('sqlite', {
        database: { config: { kind: 'sqlite', path }, drop: async () => {} },
        logger,
      });
      const app = t;
      const token = await app.adminToken();
      const createTask = async (code: string) => {
        const response = await app.request('POST', '/api/v1/task', {
          token,
          json: { code, label: code, description: `${code} `.repeat(2000).slice(0, 9000) },
        });
        return {
          status: response.status,
          contentType: response.headers.get('content-type'),
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        };
      };
      const codes = async () => {
        const response = await app.request('GET', '/api/v1/task', { token });
        expect(response.status).toBe(200);
        return (JSON.parse(await response.text()) as { code: string }[]).map((task) => task.code);
      };
      expect((await createTask('BEFORE')).status).toBe(201);
      const keyResponse = await app.request('POST', '/api/v1/auth/api-keys', {
        token,
        json: { name: 'reader', permissions: ['tasks:read'] },
      });
      const { key } = JSON.parse(await keyResponse.text()) as { key: string };

      const filler = fillUp(folder);
      const refused = [
        await createTask('FULL-ALONE'),
        ...(await Promise.all(['FULL-1', 'FULL-2', 'FULL-3', 'FULL-4'].map(createTask))),
      ];
      for (const answer of refused) expectStorageFullProblem(answer);
      expect(await codes()).toEqual(['BEFORE']);
      // A key's first use is stamped, a write: the read is served all the same.
      expect((await app.request('GET', '/api/v1/task', { token: key })).status).toBe(200);
      expect((await app.request('GET', '/health/ready')).status).toBe(200);
      expect(lines.some((line) => line.includes('unhandled error'))).toBe(false);
      expect(lines.filter((line) => line.includes('database storage full')).length).toBeGreaterThanOrEqual(5);

      rmSync(filler);
      expect((await createTask('AFTER')).status).toBe(201);
      expect(await codes()).toEqual(['AFTER', 'BEFORE']);
    } finally {
      await t?.close();
      unmount(folder);
    }
  }, 60_000);
});

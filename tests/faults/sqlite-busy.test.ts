import { setImmediate } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../bootstrap/env.js';
import { TOKENS } from '../../bootstrap/tokens.js';
import { capturedLogger } from '../support/captured-logger.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectNoInternals, expectUnavailableProblem, watchEventLoop } from './probes.js';

const BUSY_TIMEOUT_MS = 500;

/** Issue #8: another process holding the SQLite write lock (a backup, an operator's shell). */
describe('SQLite database locked by another process', () => {
  let t: TestApp;
  let token: string;
  let other: Database.Database;
  let logLines: string[];

  beforeEach(async () => {
    const { logger, lines } = capturedLogger();
    logLines = lines;
    t = await createTestApp('sqlite', { env: { DATABASE_BUSY_TIMEOUT_MS: String(BUSY_TIMEOUT_MS) }, logger });
    token = await t.adminToken();
    const { database } = t.service.container.get<AppConfig>(TOKENS.config);
    if (database.kind !== 'sqlite') throw new Error('expected SQLite');
    other = new Database(database.path, { timeout: 0 });
  });
  afterEach(async () => {
    other.close();
    await t.close();
  });

  /**
   * Takes the write lock as another process would: after the service's own brief transactions (a
   * background write, a group commit waiting for its next turn). better-sqlite3 waits for a lock
   * synchronously, and this thread is the service's: that wait would keep the service from ever
   * committing what it holds, so this one yields between tries.
   */
  const lockFromOutside = async () => {
    for (;;) {
      try {
        other.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        await setImmediate();
      }
    }
  };

  const createTag = async (code: string) => {
    const started = performance.now();
    const response = await t.request('POST', '/api/v1/tag', { token, json: { code, label: code } });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
      ms: performance.now() - started,
    };
  };

  it('when the lock is held past the busy timeout, then the write gets a 503 after that wait, reads are served meanwhile, and writes succeed once it is released', async () => {
    await lockFromOutside();
    const eventLoop = watchEventLoop();
    let written = false;
    const write = createTag('blocked').finally(() => {
      written = true;
    });
    const reads: number[] = [];
    while (!written) {
      const started = performance.now();
      const read = await t.request('GET', '/api/v1/tag', { token });
      await read.arrayBuffer();
      expect(read.status).toBe(200);
      reads.push(performance.now() - started);
      // In-process requests settle in microtasks only; a real client's next request comes with I/O.
      await setImmediate();
    }
    const longestStall = eventLoop.stop();

    const blocked = await write;
    expectUnavailableProblem(blocked);
    expect(blocked.ms).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS);
    expect(blocked.ms).toBeLessThan(BUSY_TIMEOUT_MS + 1000);
    // The wait yields: better-sqlite3's own busy timeout would stall the event loop throughout.
    expect(longestStall).toBeLessThan(BUSY_TIMEOUT_MS / 2);
    expect(reads.length).toBeGreaterThan(5);
    expect(Math.max(...reads)).toBeLessThan(BUSY_TIMEOUT_MS / 2);

    other.exec('ROLLBACK');
    expect((await createTag('free')).status).toBe(201);
    const tags = JSON.parse(await (await t.request('GET', '/api/v1/tag', { token })).text());
    expect(tags.map((tag: { code: string }) => tag.code)).toEqual(['free']);

    const warnings = logLines.filter((line) => line.includes('database unavailable'));
    expect(warnings.map((line) => JSON.parse(line).err.code)).toEqual(['SQLITE_BUSY']);
    for (const line of logLines) expectNoInternals(line);
  });

  it('when the lock is released during the wait, then the waiting write succeeds', async () => {
    await lockFromOutside();
    const write = createTag('waited');
    // The write is waiting once a read issued after it has been answered.
    expect((await t.request('GET', '/api/v1/tag', { token })).status).toBe(200);
    other.exec('COMMIT');
    const waited = await write;
    expect(waited.status).toBe(201);
    expect(waited.ms).toBeLessThan(BUSY_TIMEOUT_MS);
  });

  it('when several writes queue behind a waiting one, then all give up within one busy timeout, not one each', async () => {
    await lockFromOutside();
    const started = performance.now();
    const answers = await Promise.all(['q1', 'q2', 'q3', 'q4'].map(createTag));
    for (const answer of answers) expectUnavailableProblem(answer);
    expect(performance.now() - started).toBeLessThan(BUSY_TIMEOUT_MS + 1000);
    other.exec('ROLLBACK');
    expect((await createTag('after')).status).toBe(201);
  });
});

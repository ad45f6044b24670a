import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listSnapshots,
  SnapshotFailed,
  takeSnapshot,
} from '../../../adapters/persistence/sqlite/sqlite-snapshots.js';
import { loadConfig } from '../../../bootstrap/env.js';
import { startSnapshots } from '../../../bootstrap/snapshots.js';
import { createTestDatabase } from '../../support/backends.js';
import { capturedLogger } from '../../support/captured-logger.js';
import { json } from '../../support/http.js';
import { createTestApp } from '../../support/test-app.js';

const mode = (path: string) => statSync(path).mode & 0o777;

/** docs/deployment.md#sqlite-snapshots */
describe('SQLite snapshots', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
    roots.push(dir);
    return dir;
  };

  /** A WAL database of `rows` rows in table t, open for more writes. */
  function database(rows: number) {
    const path = join(folder(), 'app.db');
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.exec('create table t (id integer primary key, text text not null)');
    const insert = db.prepare('insert into t (text) values (?)');
    db.transaction(() => {
      for (let i = 0; i < rows; i++) insert.run(`row ${i} ${'x'.repeat(200)}`);
    })();
    return { path, db, insert };
  }

  it('when writes go on during a snapshot, then the copy is one whole committed state and the writes are not held up', async () => {
    const { path, db, insert } = database(50_000);
    const directory = join(folder(), 'snapshots', 'nested');
    let writes = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        insert.run('during');
        writes++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const snapshot = await takeSnapshot(
      { source: path, directory, keep: 3 },
      new Date('2026-11-24T03:00:00.123Z'),
    );
    writing = false;
    await writer;
    expect(writes).toBeGreaterThan(10);
    expect(snapshot.path).toBe(join(directory, 'snapshot-20261124T030000123Z.db'));
    const copy = new Database(snapshot.path, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const copied = (copy.prepare('select count(*) as n from t').get() as { n: number }).n;
      expect(copied).toBeGreaterThanOrEqual(50_000);
      expect(copied).toBeLessThanOrEqual(50_000 + writes);
    } finally {
      copy.close();
      db.close();
    }
    expect(mode(directory)).toBe(0o700);
    expect(mode(snapshot.path)).toBe(0o600);
    expect(snapshot.bytes).toBe(statSync(snapshot.path).size);
    expect(readdirSync(directory)).toEqual(['snapshot-20261124T030000123Z.db']);
  });

  it('when more snapshots are taken than kept, then the oldest are deleted', async () => {
    const { path, db } = database(10);
    db.close();
    const directory = folder();
    for (const minute of ['01', '02', '03']) {
      await takeSnapshot({ source: path, directory, keep: 2 }, new Date(`2026-11-24T03:${minute}:00.000Z`));
    }
    expect(listSnapshots(directory).map((file) => file.slice(directory.length + 1))).toEqual([
      'snapshot-20261124T030200000Z.db',
      'snapshot-20261124T030300000Z.db',
    ]);
  });

  it('when the copy fails, then SQLite’s code, and no partial file is left', async () => {
    const directory = folder();
    const failure = await takeSnapshot(
      { source: join(directory, 'missing.db'), directory, keep: 1 },
      new Date(),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SnapshotFailed);
    expect((failure as SnapshotFailed).code).toBe('SQLITE_CANTOPEN');
    expect(readdirSync(directory)).toEqual([]);
  });

  it('when scheduled, then snapshots are taken every interval and each is logged', async () => {
    const { path, db } = database(10);
    db.close();
    const directory = join(folder(), 'snapshots');
    const config = loadConfig({
      DATABASE_URL: `file:${path}`,
      SQLITE_SNAPSHOT_DIR: directory,
      SQLITE_SNAPSHOT_KEEP: '2',
    });
    const logs = capturedLogger();
    const running = startSnapshots(config, logs.logger, 20);
    const taken = () => logs.lines.filter((line) => JSON.parse(line).event === 'sqlite.snapshot').length;
    await expect.poll(taken, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await running.stop();
    expect(listSnapshots(directory)).toHaveLength(2);
  });

  it('when a snapshot is copied over the database of a stopped service, then the service starts on that state', async () => {
    const database = await createTestDatabase('sqlite');
    const { path } = database.config as { path: string };
    const app = await createTestApp('sqlite', { database });
    const admin = await app.adminToken();
    await app.request('POST', '/api/v1/task', { token: admin, json: { code: 'KEPT', label: 'kept' } });
    const snapshot = await takeSnapshot({ source: path, directory: folder(), keep: 1 }, new Date());
    await app.request('POST', '/api/v1/task', {
      token: admin,
      json: { code: 'LATER', label: 'after the snapshot' },
    });
    await app.close();
    for (const file of [`${path}-wal`, `${path}-shm`]) if (existsSync(file)) rmSync(file);
    copyFileSync(snapshot.path, path);
    const restored = await createTestApp('sqlite', { database });
    try {
      const token = await restored.adminToken();
      const tasks = await json(await restored.request('GET', '/api/v1/task', { token }));
      expect(tasks.map((task: { code: string }) => task.code)).toEqual(['KEPT']);
    } finally {
      await restored.close();
      await database.drop();
    }
  });
});

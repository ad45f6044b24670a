import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/backends.js';
import { json } from '../support/http.js';
import { populateInstance } from '../support/instance-data.js';
import { serviceEntry } from '../support/service-entry.js';
import { createTestApp } from '../support/test-app.js';

interface Run {
  readonly code: number | null;
  readonly stderr: string;
}

/** bootstrap/cli.ts as an operator runs it (`serviceEntry`). */
function cli(args: readonly string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...serviceEntry('cli'), ...args], {
    env: { PATH: process.env.PATH, APP_BCRYPT_COST: '4', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const done: Promise<Run> = once(child, 'exit').then(([code]) => ({ code: code as number | null, stderr }));
  return { child, done, stderr: () => stderr };
}

const timeless = (archive: string) => archive.replace(/"createdAt":"[^"]+"/, '"createdAt":"…"');
const url = (database: TestDatabase) =>
  database.config.kind === 'sqlite'
    ? `file:${database.config.path}`
    : database.config.kind === 'postgres'
      ? database.config.url
      : 'memory:';
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** docs/backup.md#command-line */
// Each test starts several processes (1-5 s each when the machine is quiet, four times that when
// it is not).
describe('the operator command line', { timeout: 180_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const database = async (kind: 'sqlite' | 'postgres') => {
    const created = await createTestDatabase(kind, { fresh: true });
    cleanups.push(() => created.drop());
    return created;
  };
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  /** A SQLite instance holding something of everything. */
  const populated = async () => {
    const source = await database('sqlite');
    const app = await createTestApp('sqlite', { database: source });
    await populateInstance(app, await app.adminToken());
    await app.close();
    return source;
  };

  it('when a backup is written, then the file is a private, complete archive, and an existing file is never overwritten', async () => {
    const source = await populated();
    const file = join(folder(), 'instance.ndjson');
    const run = await cli(['backup', file], { DATABASE_URL: url(source) }).done;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^backup: done, \d+ rows in [\d.]+ s, peak RSS \d+ MB$/m);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/"manifest"/);
    expect(readFileSync(file, 'utf8')).not.toContain('sk-secret-token');
    const again = await cli(['backup', file], { DATABASE_URL: url(source) }).done;
    expect(again).toEqual({ code: 1, stderr: `${file} exists already: choose another name\n` });
    const missing = await cli(['backup', join(folder(), 'x.ndjson')], {
      DATABASE_URL: 'file:/nonexistent/app.db',
    }).done;
    expect(missing).toEqual({ code: 1, stderr: '/nonexistent/app.db does not exist\n' });
    expect((await cli(['frobnicate']).done).stderr).toMatch(/^unknown command frobnicate\nUsage:/);
  });

  it.runIf(withPostgres)(
    'when SQLite is migrated to Postgres and back, then the users sign in there and every archive is the same',
    async () => {
      const sqlite = await populated();
      const pg = await database('postgres');
      const back = await database('sqlite');
      const there = await cli(['migrate', '--from', url(sqlite), '--to', url(pg)]).done;
      expect(there.code, there.stderr).toBe(0);
      expect(there.stderr).toMatch(/^migrate: done, \d+ rows/m);
      expect((await cli(['migrate', '--from', url(pg), '--to', url(back)]).done).code).toBe(0);
      const dir = folder();
      const archives: string[] = [];
      for (const [name, db] of [
        ['sqlite', sqlite],
        ['postgres', pg],
        ['back', back],
      ] as const) {
        const file = join(dir, `${name}.ndjson`);
        expect((await cli(['backup', file, '--secrets'], { DATABASE_URL: url(db) }).done).code).toBe(0);
        archives.push(timeless(readFileSync(file, 'utf8')));
      }
      expect(archives[1]).toBe(archives[0]);
      expect(archives[2]).toBe(archives[0]);
      const app = await createTestApp('postgres', { database: pg });
      try {
        const alice = await app.login('alice', 'alice-password');
        const tasks = await json(await app.request('GET', '/api/v1/task', { token: alice }));
        expect(tasks.map((task: { code: string }) => task.code)).toEqual(['T-1', 'T-2']);
      } finally {
        await app.close();
      }
    },
  );

  it('when an archive is restored by the command line, then the instance is the archived one; into a used one only with --replace', async () => {
    const source = await populated();
    const file = join(folder(), 'instance.ndjson');
    expect((await cli(['backup', file, '--secrets'], { DATABASE_URL: url(source) }).done).code).toBe(0);
    const target = await database('sqlite');
    const restored = await cli(['restore', file], { DATABASE_URL: url(target) }).done;
    expect(restored.code, restored.stderr).toBe(0);
    const refused = await cli(['restore', file], { DATABASE_URL: url(target) }).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^INSTANCE\.NOT_EMPTY: /);
    expect((await cli(['restore', file, '--replace'], { DATABASE_URL: url(target) }).done).code).toBe(0);
    // docs/api/changes.md#entries: the log holds the last restore's entries only, by `cli`.
    const restoredDb = new Database(url(target).slice('file:'.length), { readonly: true });
    try {
      const entries = restoredDb
        .prepare('select action, actor, count(*) as n from changes group by action, actor')
        .all();
      const { tasks } = restoredDb.prepare('select count(*) as tasks from tasks').get() as { tasks: number };
      expect(entries).toEqual([{ action: 'restored', actor: 'cli', n: expect.any(Number) }]);
      expect((entries[0] as { n: number }).n).toBeGreaterThan(tasks);
    } finally {
      restoredDb.close();
    }
    const copy = join(folder(), 'copy.ndjson');
    expect((await cli(['backup', copy, '--secrets'], { DATABASE_URL: url(target) }).done).code).toBe(0);
    expect(timeless(readFileSync(copy, 'utf8'))).toBe(timeless(readFileSync(file, 'utf8')));
  });

  it.runIf(withPostgres)(
    'when a migration is killed half way, then the target is empty or complete, never half',
    async () => {
      const source = await database('sqlite');
      const app = await createTestApp('sqlite', {
        database: source,
        env: { APP_BODY_LIMIT_BYTES: '100000000' },
      });
      const token = await app.adminToken();
      const rows = Array.from({ length: 100_000 }, (_, i) => ({ code: `T-${i}`, label: `task ${i}` }));
      const imported = await app.request('POST', '/api/v1/task/import.json', {
        token,
        json: rows,
        headers: { Prefer: 'return=minimal' },
      });
      expect(imported.status).toBe(201);
      await app.close();
      const target = await database('postgres');
      const running = cli(['migrate', '--from', url(source), '--to', url(target)]);
      await expect
        .poll(() => /rows, at /.test(running.stderr()), { timeout: 30_000, interval: 20 })
        .toBe(true);
      running.child.kill('SIGKILL');
      await running.done;
      const sql = postgres(url(target), { max: 1, onnotice: () => {} });
      try {
        const [row] = await sql<{ n: string }[]>`select count(*) as n from tasks`;
        expect([0, 100_000]).toContain(Number(row?.n));
      } finally {
        await sql.end();
      }
      // And the target takes the migration again, whole.
      const again = await cli(['migrate', '--from', url(source), '--to', url(target), '--replace']).done;
      expect(again.code, again.stderr).toBe(0);
    },
  );

  it('when a SQLite file is open in a running service, then migrate refuses it unless told --force', async () => {
    const source = await populated();
    const running = await createTestApp('sqlite', { database: source });
    cleanups.push(() => running.close());
    const target = await database('sqlite');
    const refused = await cli(['migrate', '--from', url(source), '--to', url(target)]).done;
    expect(refused).toEqual({
      code: 1,
      stderr: `${(source.config as { path: string }).path} is in use by a running service: stop it first, or pass --force to copy it as it is now\n`,
    });
    const other = await populated();
    const intoUsed = await cli(['migrate', '--from', url(other), '--to', url(source), '--replace']).done;
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.stderr).toMatch(/is in use by a running service/);
    const forced = await cli(['migrate', '--from', url(source), '--to', url(target), '--force']).done;
    expect(forced.code, forced.stderr).toBe(0);
    await running.close();
    const afterwards = await cli(['migrate', '--from', url(source), '--to', url(target), '--replace']).done;
    expect(afterwards.code, afterwards.stderr).toBe(0);
  });

  it('when a restore into SQLite is killed half way, then the file holds what it held before', async () => {
    const source = await database('sqlite');
    const app = await createTestApp('sqlite', {
      database: source,
      env: { APP_BODY_LIMIT_BYTES: '100000000' },
    });
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ code: `T-${i}`, label: `task ${i}` }));
    await app.request('POST', '/api/v1/task/import.json', {
      token: await app.adminToken(),
      json: rows,
      headers: { Prefer: 'return=minimal' },
    });
    await app.close();
    const file = join(folder(), 'big.ndjson');
    expect((await cli(['backup', file], { DATABASE_URL: url(source) }).done).code).toBe(0);
    const target = await database('sqlite');
    const running = cli(['restore', file], { DATABASE_URL: url(target) });
    await expect.poll(() => /rows, at /.test(running.stderr()), { timeout: 30_000, interval: 20 }).toBe(true);
    running.child.kill('SIGKILL');
    await running.done;
    const path = (target.config as { path: string }).path;
    expect(existsSync(path)).toBe(true);
    const db = new Database(path);
    try {
      const { n } = db.prepare('select count(*) as n from tasks').get() as { n: number };
      expect([0, 100_000]).toContain(n);
    } finally {
      db.close();
    }
  });
});

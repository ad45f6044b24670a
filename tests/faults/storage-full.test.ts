import type Database from 'better-sqlite3';
import postgres from 'postgres';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Persistence } from '../../adapters/persistence/persistence.js';
import type { SqliteDatabase } from '../../adapters/persistence/sqlite/sqlite-database.js';
import { TOKENS } from '../../bootstrap/tokens.js';
import {
  type Backend,
  createTestDatabase,
  describeEachBackend,
  type TestDatabase,
} from '../support/backends.js';
import { capturedLogger } from '../support/captured-logger.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectStorageFullProblem } from './probes.js';

/** A write's answer, read whole. */
interface Written {
  readonly code: string;
  readonly status: number;
  readonly contentType: string | null;
  readonly retryAfter: string | null;
  readonly body: string;
}

/**
 * How each backend is made to run out of space without filling the machine's disk: SQLite's
 * writer may not grow the file past a few more pages (PRAGMA max_page_count, which raises the
 * same SQLITE_FULL a full disk does); Postgres answers every new task and every change of an
 * API key with disk_full (53100) from a trigger, as it does when it cannot extend a table's file.
 */
interface SpaceControl {
  fill(): Promise<void>;
  free(): Promise<void>;
}

async function sqliteSpace(t: TestApp): Promise<SpaceControl> {
  const database = t.service.container.get<Persistence>(TOKENS.persistence).unitOfWork as SqliteDatabase;
  // The writer's own connection: the page limit is a setting of the connection that writes.
  const onWriter = (work: (writer: Database.Database) => void) =>
    database.write(async (db) => work((db as unknown as { $client: Database.Database }).$client));
  return {
    fill: () =>
      onWriter((writer) => {
        const pages = writer.pragma('page_count', { simple: true }) as number;
        writer.pragma(`max_page_count = ${pages + 4}`);
      }),
    free: () => onWriter((writer) => writer.pragma('max_page_count = 1073741823')),
  };
}

async function postgresSpace(url: string): Promise<SpaceControl & { close(): Promise<void> }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  return {
    fill: async () => {
      await sql.unsafe(`
        create function disk_is_full() returns trigger language plpgsql as
          $$ begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$;
        create trigger disk_is_full before insert on tasks for each row execute function disk_is_full();
        create trigger disk_is_full before update on api_keys for each row execute function disk_is_full();`);
    },
    free: async () => {
      await sql.unsafe(
        'drop trigger disk_is_full on tasks; drop trigger disk_is_full on api_keys; drop function disk_is_full();',
      );
    },
    close: () => sql.end({ timeout: 1 }),
  };
}

/** Issue: a full disk answered 500; now 507 with its own code, reads go on, writes come back with space. */
describeEachBackend(
  'a database out of space',
  (backend: Backend) => {
    let database: TestDatabase;
    let t: TestApp;
    let token: string;
    let logLines: string[];
    let space: SpaceControl;
    let closeSpace = async () => {};

    beforeEach(async () => {
      const { logger, lines } = capturedLogger();
      logLines = lines;
      database = await createTestDatabase(backend);
      t = await createTestApp(backend, { database, logger });
      token = await t.adminToken();
      if (database.config.kind === 'postgres') {
        const control = await postgresSpace(database.config.url);
        space = control;
        closeSpace = () => control.close();
      } else space = await sqliteSpace(t);
    });
    afterEach(async () => {
      await closeSpace();
      await t.close();
      await database.drop();
    });

    const createTask = async (code: string): Promise<Written> => {
      const response = await t.request('POST', '/api/v1/task', {
        token,
        json: { code, label: code, description: `${code} `.repeat(2000).slice(0, 9000) },
      });
      return {
        code,
        status: response.status,
        contentType: response.headers.get('content-type'),
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      };
    };
    /** Eight writes at once: on SQLite they queue and commit together. */
    const createBatch = (prefix: string) =>
      Promise.all(Array.from({ length: 8 }, (_, index) => createTask(`${prefix}-${index}`)));
    const storedCodes = async (key = token) => {
      const response = await t.request('GET', '/api/v1/task', { token: key });
      expect(response.status).toBe(200);
      return (JSON.parse(await response.text()) as { code: string }[]).map((task) => task.code).sort();
    };

    it('when the database cannot grow, then writes answer 507 and store nothing, reads go on, and writes succeed once space returns', async () => {
      const before = await createBatch('BEFORE');
      expect(before.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      const key = await apiKey(t, token);
      await space.fill();

      const stored = before.map((answer) => answer.code);
      const refused: Written[] = [];
      for (let round = 0; round < 20 && refused.length === 0; round += 1) {
        for (const answer of await createBatch(`FULL${round}`)) {
          if (answer.status === 201) stored.push(answer.code);
          else refused.push(answer);
        }
      }
      refused.push(await createTask('ALONE'));
      expect(refused.length).toBeGreaterThan(1);
      for (const answer of refused) expectStorageFullProblem(answer);

      // Reads are served, an API key's first use included, and hold exactly what was acknowledged.
      expect(await storedCodes()).toEqual(stored.sort());
      expect(await storedCodes(key)).toEqual(stored.sort());

      const warnings = logLines
        .map((line) => JSON.parse(line))
        .filter((line) => line.msg === 'database storage full');
      expect(warnings).toHaveLength(refused.length);
      for (const warning of warnings) expect(warning.level).toBe(40);
      expect(logLines.some((line) => line.includes('unhandled error'))).toBe(false);

      await space.free();
      const after = await createBatch('AFTER');
      expect(after.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect(await storedCodes()).toEqual([...stored, ...after.map((answer) => answer.code)].sort());
    }, 60_000);
  },
  ['sqlite', 'postgres'],
);

async function apiKey(t: TestApp, token: string): Promise<string> {
  const created = await t.request('POST', '/api/v1/auth/api-keys', {
    token,
    json: { name: 'reader', permissions: ['tasks:read'] },
  });
  expect(created.status).toBe(201);
  return (JSON.parse(await created.text()) as { key: string }).key;
}

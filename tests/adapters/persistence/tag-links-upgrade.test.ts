import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterEach, expect, it } from 'vitest';
import { migrationsFolder } from '../../../adapters/persistence/migrations-folder.js';
import { openPersistence } from '../../../adapters/persistence/open-persistence.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';

/** The migrations before the links carried their task's code and status. */
const BEFORE = '0006_tag-links-order';

/** A copy of the dialect's migrations up to, and without, `before`. */
function migrationsBefore(dialect: 'sqlite' | 'postgres', before: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder(dialect), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === before);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const ROWS = `
  insert into tags (code, label, created_at, updated_at) values ('a', 'A', 1, 1), ('b', 'B', 1, 1);
  insert into tasks (code, label, status, priority, status_rank, priority_rank, created_at, updated_at, archived_at)
    values ('X', 'x', 'DONE', 'LOW', 2, 0, 1, 1, null), ('Y', 'y', 'TODO', 'LOW', 0, 0, 1, 1, 5);
  insert into task_tags (task_id, tag_id) values (1, 1), (1, 2), (2, 1);
`;

/** docs/adr/0044-tag-links-carry-the-task-order.md: a database of an earlier version gains the links' copies when it is opened. */
describeEachBackend(
  'tag links of an earlier database',
  (backend) => {
    let database: TestDatabase | undefined;
    let folder: string | undefined;
    afterEach(async () => {
      await database?.drop();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it('when a database of the previous schema is opened, then every link carries its task’s code and listed status', async () => {
      database = await createTestDatabase(backend, { fresh: true });
      const { config } = database;
      folder = migrationsBefore(backend === 'sqlite' ? 'sqlite' : 'postgres', BEFORE);
      if (config.kind === 'sqlite') {
        const sqlite = new Database(config.path);
        migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder: folder });
        sqlite.exec(ROWS);
        sqlite.close();
      } else if (config.kind === 'postgres') {
        const client = postgres(config.url, { max: 1, onnotice: () => {} });
        await migratePostgres(drizzlePostgres(client), { migrationsFolder: folder });
        await client.unsafe(ROWS);
        await client.end();
      }
      const persistence = await openPersistence(config);
      try {
        const page = await persistence.tasks.page(
          {
            sort: { key: 'code', descending: false },
            filter: { tagIds: [1], statuses: ['DONE'] },
            words: [],
          },
          10,
          undefined,
        );
        expect(page.map((task) => [task.code, task.tagIds])).toEqual([['X', [1, 2]]]);
        const count = (tagIds: number[]) =>
          persistence.tasks.count({
            sort: { key: 'code', descending: false },
            filter: { tagIds },
            words: [],
          });
        expect([await count([1]), await count([2])]).toEqual([1, 1]);
      } finally {
        await persistence.close();
      }
    });
  },
  ['sqlite', 'postgres'],
);

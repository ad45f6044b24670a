import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteReaderThreads } from '../../../adapters/persistence/sqlite/reader-threads.js';

let folder: string;
let path: string;
let writer: Database.Database;
let threads: SqliteReaderThreads | undefined;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'reader-threads-'));
  path = join(folder, 'test.db');
  writer = new Database(path);
  writer.pragma('journal_mode = WAL');
  writer.exec('create table t (id integer primary key, name text, score real, flag integer)');
  writer.prepare('insert into t values (?, ?, ?, ?)').run(1, 'ä "quoted" \u2028', 1.5, null);
});

afterEach(async () => {
  await threads?.close();
  threads = undefined;
  writer.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('SQLite reader threads', () => {
  it('when a statement is read, then its rows come back as arrays in column order, parameters bound', async () => {
    threads = new SqliteReaderThreads(path, 100);
    expect(await threads.all('select id, name, score, flag from t where id = ?', [1])).toEqual([
      [1, 'ä "quoted" \u2028', 1.5, null],
    ]);
    expect(await threads.all('select id from t where id = ?', [2])).toEqual([]);
  });

  it('when reads run at once on several threads, then each gets its own rows', async () => {
    threads = new SqliteReaderThreads(path, 100, 3);
    const reads = Array.from({ length: 12 }, (_, i) => threads!.all('select ? + id from t', [i]));
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 12 }, (_, i) => [[i + 1]]));
  });

  it('when a write commits, then the next read sees it, and never a transaction not yet committed', async () => {
    threads = new SqliteReaderThreads(path, 100);
    writer.exec('begin immediate');
    writer.prepare('insert into t (id, name) values (2, ?)').run('later');
    expect(await threads.all('select count(*) from t', [])).toEqual([[1]]);
    writer.exec('commit');
    expect(await threads.all('select count(*) from t', [])).toEqual([[2]]);
  });

  it('when a statement fails, then the read fails with the driver code and the thread goes on', async () => {
    threads = new SqliteReaderThreads(path, 100);
    await expect(threads.all('select nothing from t', [])).rejects.toMatchObject({
      name: 'SqliteError',
      code: 'SQLITE_ERROR',
    });
    expect(await threads.all('select id from t', [])).toEqual([[1]]);
  });

  it('when the threads are closed, then a read fails instead of waiting', async () => {
    threads = new SqliteReaderThreads(path, 100);
    expect(await threads.all('select 1', [])).toEqual([[1]]);
    await threads.close();
    await expect(threads.all('select 1', [])).rejects.toThrow('The database connection is not open');
  });
});

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { rowsPerStatement } from '../../../adapters/persistence/drizzle/chunks.js';
import { insertRows } from '../../../adapters/persistence/sqlite/row-inserts.js';

const COLUMNS = ['code', 'flag', 'note'];

/** A table with a trigger, as the searched tables have: every row it inserts is also counted. */
function aConnection() {
  const connection = new Database(':memory:');
  connection.exec(`
    create table t (id integer primary key autoincrement, code text not null unique, flag integer, note text);
    create table seen (id integer primary key);
    create trigger t_seen after insert on t begin insert into seen (id) values (new.id); end;`);
  return connection;
}

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => [
    `C-${from + i}`,
    (from + i) % 2 === 0,
    i % 3 === 0 ? null : `n${i}`,
  ]);

describe('rows inserted through the SQLite driver', () => {
  it('when more rows come than one statement holds, then every one is stored, in order, flags as 0 and 1', () => {
    const connection = aConnection();
    const count = rowsPerStatement(COLUMNS.length) * 2 + 7;
    connection.exec('begin');
    insertRows(connection, 't', COLUMNS, rows(count));
    connection.exec('commit');
    const stored = connection.prepare('select id, code, flag, note from t order by id').all();
    expect(stored).toEqual(
      rows(count).map(([code, flag, note], i) => ({ id: i + 1, code, flag: flag ? 1 : 0, note })),
    );
    expect(connection.prepare('select count(*) as n from seen').get()).toEqual({ n: count });
  });

  it('when a row breaks a constraint, then the statement fails and the transaction can roll it all back', () => {
    const connection = aConnection();
    connection.exec('begin');
    insertRows(connection, 't', COLUMNS, rows(10));
    expect(() => insertRows(connection, 't', COLUMNS, [...rows(5, 10), ['C-3', true, null]])).toThrow(
      /UNIQUE/,
    );
    connection.exec('rollback');
    expect(connection.prepare('select count(*) as n from t').get()).toEqual({ n: 0 });
  });
});

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from '../../../adapters/persistence/sqlite/statement-cache.js';

function aConnection(capacity?: number) {
  const connection = new Database(':memory:');
  connection.exec('create table t (id integer primary key, name text)');
  cacheStatements(connection, capacity);
  return connection;
}

describe('the SQLite statement cache', () => {
  it('when the same SQL is prepared twice, then the compiled statement is reused', () => {
    const connection = aConnection();
    expect(connection.prepare('select id from t')).toBe(connection.prepare('select id from t'));
    expect(connection.prepare('select id from t')).not.toBe(connection.prepare('select name from t'));
  });

  it('when a reused statement was left in raw mode, then it answers objects again', () => {
    const connection = aConnection();
    connection.prepare('insert into t (name) values (?)').run('ada');
    expect(connection.prepare('select name from t').raw().all()).toEqual([['ada']]);
    expect(connection.prepare('select name from t').all()).toEqual([{ name: 'ada' }]);
  });

  it('when a write statement is reused, then it writes each time', () => {
    const connection = aConnection();
    for (const name of ['a', 'b', 'c']) connection.prepare('insert into t (name) values (?)').run(name);
    expect(connection.prepare('select count(*) as n from t').get()).toEqual({ n: 3 });
  });

  it('when more texts than its capacity are prepared, then the least recently used is compiled again', () => {
    const connection = aConnection(2);
    const one = connection.prepare('select 1');
    const two = connection.prepare('select 2');
    expect(connection.prepare('select 1')).toBe(one);
    connection.prepare('select 3');
    expect(connection.prepare('select 1')).toBe(one);
    expect(connection.prepare('select 2')).not.toBe(two);
  });
});

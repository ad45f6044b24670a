import Database from 'better-sqlite3';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../../adapters/http/create-http-app.js';
import {
  isPostgresStorageFull,
  isPostgresUnavailable,
} from '../../adapters/persistence/postgres/postgres-errors.js';
import {
  isSqliteStorageFull,
  isSqliteUnavailable,
} from '../../adapters/persistence/sqlite/sqlite-database.js';
import { capturedLogger } from '../support/captured-logger.js';
import { json } from '../support/http.js';
import { expectNoInternals } from './probes.js';

const postgresError = (code: string) =>
  new postgres.PostgresError({ code, message: `server said ${code}`, severity: 'ERROR' } as never);
const sqliteError = (code: string) => new Database.SqliteError('database or disk is full', code);
/** How Drizzle hands a driver error on: wrapped, with the SQL and its parameters in the message. */
const wrapped = (cause: Error) =>
  new DrizzleQueryError('insert into "tags" ("password_hash") values ($1)', ['secret'], cause);

/** A full disk is an answer (docs/api/errors.md#database-codes): told apart from an outage and from a bug. */
describe('telling a full disk from other database failures', () => {
  it('when Postgres answers SQLSTATE 53100 (disk_full), then storage is full, wrapped or not, and the database is not unavailable', () => {
    expect(isPostgresStorageFull(postgresError('53100'))).toBe(true);
    expect(isPostgresStorageFull(wrapped(postgresError('53100')))).toBe(true);
    expect(isPostgresUnavailable(wrapped(postgresError('53100')))).toBe(false);
  });

  it.each(['53000', '53200', '53300', '23505', '57P01', '08006', 'ENOSPC'])(
    'when Postgres reports %s, then storage is not full',
    (code) => {
      expect(isPostgresStorageFull(wrapped(postgresError(code)))).toBe(false);
    },
  );

  it('when better-sqlite3 reports SQLITE_FULL, then storage is full, wrapped or not, and the database is not unavailable', () => {
    expect(isSqliteStorageFull(sqliteError('SQLITE_FULL'))).toBe(true);
    expect(isSqliteStorageFull(wrapped(sqliteError('SQLITE_FULL')))).toBe(true);
    expect(isSqliteUnavailable(wrapped(sqliteError('SQLITE_FULL')))).toBe(false);
  });

  it.each(['SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_NOMEM'])(
    'when better-sqlite3 reports %s, then storage is not full',
    (code) => {
      expect(isSqliteStorageFull(wrapped(sqliteError(code)))).toBe(false);
    },
  );

  it.each([new Error('plain'), 'a string', null, undefined, { code: 53100 }])(
    'when the failure is %o, then storage is not full',
    (error) => {
      expect(isPostgresStorageFull(error)).toBe(false);
      expect(isSqliteStorageFull(error)).toBe(false);
    },
  );

  describe('the HTTP answer', () => {
    function appFailingWith(error: Error) {
      const { logger, lines } = capturedLogger();
      const app = createHttpApp({
        config: { bodyLimitBytes: 1024, corsOrigins: [], trustProxy: false },
        version: '0.0.0-test',
        logger,
        authenticate: async () => {
          throw new Error('no authentication here');
        },
        modules: [
          (routes) =>
            routes.post('/fails', () => {
              throw error;
            }),
        ],
        isUnavailable: (candidate) => isPostgresUnavailable(candidate) || isSqliteUnavailable(candidate),
        isStorageFull: (candidate) => isPostgresStorageFull(candidate) || isSqliteStorageFull(candidate),
      });
      return { app, lines };
    }

    it.each([
      ['Postgres disk_full', wrapped(postgresError('53100')), '53100', 'PostgresError'],
      ['SQLite SQLITE_FULL', wrapped(sqliteError('SQLITE_FULL')), 'SQLITE_FULL', 'SqliteError'],
    ])(
      'when %s is raised, then 507 DATABASE.STORAGE_FULL with Retry-After, logged at warn without the SQL',
      async (_, error, code, cause) => {
        const { app, lines } = appFailingWith(error);
        const response = await app.request('/fails', { method: 'POST' });
        expect(response.status).toBe(507);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        const body = await json(response);
        expect(body).toMatchObject({
          status: 507,
          title: 'Insufficient Storage',
          code: 'DATABASE.STORAGE_FULL',
        });
        expectNoInternals(JSON.stringify(body));
        const logged = lines
          .map((line) => JSON.parse(line))
          .filter((line) => line.msg === 'database storage full');
        expect(logged).toEqual([expect.objectContaining({ level: 40, err: { type: 'Error', code, cause } })]);
        for (const line of lines) expect(line).not.toMatch(/password_hash|secret|server said/);
      },
    );
  });
});

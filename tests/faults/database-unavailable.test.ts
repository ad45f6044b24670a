import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../../adapters/http/create-http-app.js';
import { isPostgresUnavailable } from '../../adapters/persistence/postgres/postgres-errors.js';
import { isSqliteUnavailable } from '../../adapters/persistence/sqlite/sqlite-database.js';
import { capturedLogger } from '../support/captured-logger.js';
import { json } from '../support/http.js';
import { freePort } from '../support/service-process.js';
import { expectNoInternals } from './probes.js';

const withCode = (code: string, message = `failure ${code}`) => Object.assign(new Error(message), { code });
const postgresError = (code: string) =>
  new postgres.PostgresError({ code, message: `server said ${code}`, severity: 'FATAL' } as never);
/** How Drizzle hands a driver error on: wrapped, with the SQL and its parameters in the message. */
const wrapped = (cause: Error) =>
  new DrizzleQueryError('select "password_hash" from "users" where "id" = $1', [1], cause);

/** Issue #8: only failures of reaching the database become 503; everything else stays a bug (500) or a rule (4xx). */
describe('telling an unavailable database from other failures', () => {
  describe('Postgres', () => {
    it.each([
      'ECONNREFUSED',
      'ECONNRESET',
      'EPIPE',
      'ETIMEDOUT',
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECTION_DESTROYED',
      'CONNECT_TIMEOUT',
    ])('when the socket or postgres.js reports %s, then unavailable, wrapped or not', (code) => {
      expect(isPostgresUnavailable(withCode(code))).toBe(true);
      expect(isPostgresUnavailable(wrapped(withCode(code)))).toBe(true);
    });

    it.each(['08000', '08003', '08006', '08001', '08004', '57P01', '57P02', '57P03', '57014', '53300'])(
      'when the server answers SQLSTATE %s, then unavailable',
      (code) => {
        expect(isPostgresUnavailable(postgresError(code))).toBe(true);
        expect(isPostgresUnavailable(wrapped(postgresError(code)))).toBe(true);
      },
    );

    it('when every address refused the connection (an AggregateError), then unavailable', () => {
      const refused = new AggregateError(
        [withCode('ECONNREFUSED'), withCode('ECONNREFUSED')],
        'connect failed',
      );
      expect(isPostgresUnavailable(refused)).toBe(true);
    });

    it.each(['23505', '23503', '42601', '42P01', '22P02', '40001', '57000'])(
      'when the server answers SQLSTATE %s, then not unavailable',
      (code) => {
        expect(isPostgresUnavailable(wrapped(postgresError(code)))).toBe(false);
      },
    );

    it.each([new Error('plain'), new TypeError('bug'), 'a string', null, undefined, { code: 42 }])(
      'when the failure is %o, then not unavailable',
      (error) => {
        expect(isPostgresUnavailable(error)).toBe(false);
      },
    );

    it('when postgres.js meets a closed port, then its real error is unavailable', async () => {
      const sql = postgres(`postgres://nobody@127.0.0.1:${await freePort()}/none`, {
        max: 1,
        onnotice: () => {},
      });
      try {
        const error = await sql`select 1`.catch((caught: unknown) => caught);
        expect(isPostgresUnavailable(error)).toBe(true);
      } finally {
        await sql.end({ timeout: 0 });
      }
    });

    it('when a cause chain loops, then the check still ends', () => {
      const first = new Error('first') as Error & { cause?: unknown };
      first.cause = new Error('second', { cause: first });
      expect(isPostgresUnavailable(first)).toBe(false);
    });
  });

  describe('SQLite', () => {
    it.each([
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_BUSY_TIMEOUT',
      'SQLITE_LOCKED',
      'SQLITE_LOCKED_SHAREDCACHE',
    ])('when better-sqlite3 reports %s, then unavailable, wrapped or not', (code) => {
      expect(isSqliteUnavailable(new Database.SqliteError('database is locked', code))).toBe(true);
      expect(isSqliteUnavailable(wrapped(new Database.SqliteError('database is locked', code)))).toBe(true);
    });

    it.each([
      'SQLITE_CONSTRAINT_UNIQUE',
      'SQLITE_CONSTRAINT_FOREIGNKEY',
      'SQLITE_ERROR',
      'SQLITE_IOERR',
      'SQLITE_FULL',
    ])('when better-sqlite3 reports %s, then not unavailable', (code) => {
      expect(isSqliteUnavailable(wrapped(new Database.SqliteError('failed', code)))).toBe(false);
    });

    it('when another connection holds the write lock, then the real error is unavailable', () => {
      const folder = mkdtempSync(join(tmpdir(), 'busy-'));
      const holder = new Database(join(folder, 'app.db'));
      const writer = new Database(join(folder, 'app.db'), { timeout: 0 });
      try {
        holder.exec('BEGIN IMMEDIATE');
        const error = (() => {
          try {
            writer.exec('BEGIN IMMEDIATE');
          } catch (caught) {
            return caught;
          }
        })();
        expect(isSqliteUnavailable(error)).toBe(true);
      } finally {
        writer.close();
        holder.close();
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });

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
            routes.get('/fails', () => {
              throw error;
            }),
        ],
        isUnavailable: (candidate) => isPostgresUnavailable(candidate),
      });
      return { app, lines };
    }

    it('when the database is unavailable, then a 503 problem with Retry-After, logged at warn without the SQL', async () => {
      const { app, lines } = appFailingWith(wrapped(postgresError('57P01')));
      const response = await app.request('/fails');
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const body = await json(response);
      expect(body).toMatchObject({ status: 503, title: 'Service Unavailable', code: 'DATABASE.UNAVAILABLE' });
      expectNoInternals(JSON.stringify(body));
      const logged = lines
        .map((line) => JSON.parse(line))
        .find((line) => line.msg === 'database unavailable');
      expect(logged).toMatchObject({ level: 40, err: { code: '57P01', cause: 'PostgresError' } });
      for (const line of lines) expect(line).not.toMatch(/password_hash|server said/);
    });

    it('when the failure is anything else, then still a bare 500 logged at error', async () => {
      const { app, lines } = appFailingWith(wrapped(postgresError('42601')));
      const response = await app.request('/fails');
      expect(response.status).toBe(500);
      expect((await json(response)).code).toBe('SERVER.INTERNAL_ERROR');
      expect(lines.some((line) => line.includes('"level":50') && line.includes('unhandled error'))).toBe(
        true,
      );
      for (const line of lines) expect(line).not.toMatch(/password_hash|server said/);
    });
  });
});

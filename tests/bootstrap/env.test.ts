import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../bootstrap/env.js';

describe('configuration', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'sqlite', path: expect.stringMatching(/data\/app\.db$/) },
      adminUsername: 'admin',
      adminPassword: undefined,
      jwtSecret: undefined,
      jwtTtlSeconds: 900,
      refreshTtlSeconds: 2_592_000,
      bodyLimitBytes: 10_485_760,
      corsOrigins: [],
      trustProxy: false,
      logLevel: 'info',
      bcryptCost: 10,
      printMaxRecords: { record: 5000, table: 50_000 },
      shutdownGraceSeconds: 25,
    });
  });

  it('when the shutdown grace period is set, then it is taken in seconds', () => {
    expect(loadConfig({ APP_SHUTDOWN_GRACE_SECONDS: '1' }).shutdownGraceSeconds).toBe(1);
    expect(loadConfig({ APP_SHUTDOWN_GRACE_SECONDS: '3600' }).shutdownGraceSeconds).toBe(3600);
  });

  it('when the change log retention is set, then by days and, only when given, by a row cap', () => {
    expect(loadConfig({}).history).toEqual({ days: 365, maxRows: undefined });
    expect(loadConfig({ APP_HISTORY_DAYS: '30', APP_HISTORY_MAX_ROWS: '1000000' }).history).toEqual({
      days: 30,
      maxRows: 1_000_000,
    });
    expect(() => loadConfig({ APP_HISTORY_MAX_ROWS: '0' })).toThrow(/APP_HISTORY_MAX_ROWS/);
    expect(() => loadConfig({ APP_HISTORY_MAX_ROWS: 'many' })).toThrow(/APP_HISTORY_MAX_ROWS/);
  });

  it('when the print size limits are set, then each layout takes its own', () => {
    expect(
      loadConfig({ APP_PRINT_MAX_RECORDS: '20', APP_PRINT_MAX_TABLE_ROWS: '300' }).printMaxRecords,
    ).toEqual({
      record: 20,
      table: 300,
    });
  });

  it('when DATABASE_URL names Postgres or memory, then that backend is chosen with the pool size', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DATABASE_POOL_SIZE: '3' }).database,
    ).toMatchObject({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
      poolSize: 3,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/db' }).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'memory:' }).database).toEqual({ kind: 'memory' });
  });

  it('when CORS origins are listed, then they are split and trimmed', () => {
    expect(loadConfig({ APP_CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: /],
    [{ DATABASE_URL: 'file:' }, /^DATABASE_URL: /],
    [{ APP_JWT_SECRET: 'too-short' }, /^APP_JWT_SECRET: must be at least 32 bytes/],
    [{ PORT: 'eighty' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ APP_TRUST_PROXY: 'yes' }, /^APP_TRUST_PROXY: /],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: /],
    [{ APP_JWT_TTL_SECONDS: '0' }, /^APP_JWT_TTL_SECONDS: /],
    [{ DATABASE_POOL_SIZE: '1' }, /^DATABASE_POOL_SIZE: /],
    [{ DATABASE_BUSY_TIMEOUT_MS: '-1' }, /^DATABASE_BUSY_TIMEOUT_MS: /],
    [{ APP_PRINT_MAX_RECORDS: '0' }, /^APP_PRINT_MAX_RECORDS: /],
    [{ APP_PRINT_MAX_TABLE_ROWS: 'many' }, /^APP_PRINT_MAX_TABLE_ROWS: /],
    [{ APP_SHUTDOWN_GRACE_SECONDS: '0' }, /^APP_SHUTDOWN_GRACE_SECONDS: /],
    [{ APP_SHUTDOWN_GRACE_SECONDS: '3601' }, /^APP_SHUTDOWN_GRACE_SECONDS: /],
    [{ APP_SHUTDOWN_GRACE_SECONDS: '2.5' }, /^APP_SHUTDOWN_GRACE_SECONDS: /],
    [{ APP_ADMIN_USERNAME: 'a b' }, /^APP_ADMIN_USERNAME: must be 3 to 64 characters/],
    [{ APP_ADMIN_USERNAME: 'ad' }, /^APP_ADMIN_USERNAME: /],
    [{ APP_ADMIN_PASSWORD: 'short' }, /^APP_ADMIN_PASSWORD: must be 8 to 72 bytes/],
    [{ APP_ADMIN_PASSWORD: 'x'.repeat(73) }, /^APP_ADMIN_PASSWORD: must be 8 to 72 bytes/],
    [
      { DATABASE_URL: 'memory:', SQLITE_SNAPSHOT_DIR: '/backups' },
      /^SQLITE_SNAPSHOT_DIR: snapshots are for a file:/,
    ],
    [{ SQLITE_SNAPSHOT_DIR: '/backups', SQLITE_SNAPSHOT_KEEP: '0' }, /^SQLITE_SNAPSHOT_KEEP: /],
    [
      { SQLITE_SNAPSHOT_DIR: '/backups', SQLITE_SNAPSHOT_INTERVAL_MINUTES: '0' },
      /^SQLITE_SNAPSHOT_INTERVAL_MINUTES: /,
    ],
  ])('when %o, then one clear line names the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

import { resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from '../adapters/persistence/database-config.js';
import { validatePassword } from '../domain/access/password.js';
import { validateUsername } from '../domain/access/user.js';
import { DomainError } from '../domain/shared/domain-error.js';

export class ConfigError extends Error {}

const MIN_SECRET_BYTES = 32;
const MIN_METRICS_TOKEN_LENGTH = 16;

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** The same rules as the users API, checked before the database is opened. */
const domainRule = (validate: (value: string) => unknown) =>
  z.string().superRefine((value, ctx) => {
    try {
      validate(value);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.details[0]?.message ?? error.message });
    }
  });

const boolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const schema = z.object({
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('file:./data/app.db'),
  // Two at least: migrations hold their lock on one connection and run on another.
  DATABASE_POOL_SIZE: integer(2, 1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(100, 3_600_000).default(30_000),
  DATABASE_BUSY_TIMEOUT_MS: integer(0, 600_000).default(5000),
  APP_ADMIN_USERNAME: domainRule(validateUsername).default('admin'),
  APP_ADMIN_PASSWORD: domainRule(validatePassword).optional(),
  APP_JWT_SECRET: z
    .string()
    .refine(
      (value) => Buffer.byteLength(value) >= MIN_SECRET_BYTES,
      `must be at least ${MIN_SECRET_BYTES} bytes`,
    )
    .optional(),
  APP_JWT_TTL_SECONDS: integer(60, 31_536_000).default(900),
  APP_REFRESH_TTL_SECONDS: integer(300, 31_536_000).default(2_592_000),
  APP_BODY_LIMIT_BYTES: integer(1024, 1_073_741_824).default(10_485_760),
  APP_CORS_ORIGINS: z.string().default(''),
  APP_TRUST_PROXY: boolean.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_BCRYPT_COST: integer(4, 15).default(10),
  APP_RATE_LIMIT_REQUESTS: integer(0, 1_000_000_000).default(1200),
  APP_RATE_LIMIT_EXPENSIVE: integer(1, 1_000_000_000).default(60),
  APP_RATE_LIMIT_WINDOW_SECONDS: integer(1, 86_400).default(60),
  APP_PRINTS_PER_CALLER: integer(1, 100).default(2),
  APP_PRINT_MAX_RECORDS: integer(1, 1_000_000).default(5000),
  APP_PRINT_MAX_TABLE_ROWS: integer(1, 10_000_000).default(50_000),
  APP_SHUTDOWN_GRACE_SECONDS: integer(1, 3600).default(25),
  APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: boolean.default(false),
  APP_HISTORY_DAYS: integer(1, 36_500).default(365),
  APP_HISTORY_MAX_ROWS: integer(1, 1_000_000_000_000).optional(),
  SQLITE_SNAPSHOT_DIR: z.string().optional(),
  SQLITE_SNAPSHOT_INTERVAL_MINUTES: integer(1, 10_080).default(60),
  SQLITE_SNAPSHOT_KEEP: integer(1, 10_000).default(24),
  // What a bearer header can carry (RFC 6750 token68), long enough not to be guessed.
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/-]+=*$/, 'may hold only letters, digits and . _ ~ + / - (then = padding)')
    .min(MIN_METRICS_TOKEN_LENGTH, `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`)
    .optional(),
});

type Env = z.infer<typeof schema>;

function parseDatabaseUrl(e: Env): DatabaseConfig {
  const url = e.DATABASE_URL;
  if (url === 'memory:') return { kind: 'memory' };
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (path.length === 0) throw new ConfigError('DATABASE_URL: file: needs a path, e.g. file:./data/app.db');
    return { kind: 'sqlite', path: resolve(path), busyTimeoutMs: e.DATABASE_BUSY_TIMEOUT_MS };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new ConfigError('DATABASE_URL: not a valid postgres:// URL');
    }
    return {
      kind: 'postgres',
      url,
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    };
  }
  throw new ConfigError('DATABASE_URL: expected file:<path>, postgres://…, postgresql://… or memory:');
}

/** The service's configuration, as loadConfig reads it. */
export type AppConfig = ReturnType<typeof loadConfig>;

/** Reads and validates the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const database = parseDatabaseUrl(e);
  if (e.SQLITE_SNAPSHOT_DIR !== undefined && database.kind !== 'sqlite') {
    throw new ConfigError('SQLITE_SNAPSHOT_DIR: snapshots are for a file: DATABASE_URL only');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    adminUsername: e.APP_ADMIN_USERNAME,
    adminPassword: e.APP_ADMIN_PASSWORD,
    jwtSecret: e.APP_JWT_SECRET,
    jwtTtlSeconds: e.APP_JWT_TTL_SECONDS,
    /** How long a session lasts from its login, refreshed or not. */
    refreshTtlSeconds: e.APP_REFRESH_TTL_SECONDS,
    bodyLimitBytes: e.APP_BODY_LIMIT_BYTES,
    corsOrigins: e.APP_CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.APP_TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bcryptCost: e.APP_BCRYPT_COST,
    /** Unset: GET /metrics is open (docs/adr/0023-metrics-open-unless-a-token-is-set.md). */
    metricsToken: e.METRICS_TOKEN,
    /** docs/api/printing.md#printouts-per-caller */
    printsPerCaller: e.APP_PRINTS_PER_CALLER,
    /** docs/api/printing.md#size-limits: the most records one document holds, per layout. */
    printMaxRecords: { record: e.APP_PRINT_MAX_RECORDS, table: e.APP_PRINT_MAX_TABLE_ROWS },
    /** After SIGTERM, how long requests in flight may take before the process gives up and exits 1. */
    shutdownGraceSeconds: e.APP_SHUTDOWN_GRACE_SECONDS,
    /**
     * docs/api/changes.md#retention: change log entries older than `days` days are pruned, then
     * the oldest beyond `maxRows` entries (no cap when undefined).
     */
    history: { days: e.APP_HISTORY_DAYS, maxRows: e.APP_HISTORY_MAX_ROWS },
    /** docs/deployment.md#sqlite-snapshots; undefined: none taken. */
    snapshots:
      e.SQLITE_SNAPSHOT_DIR === undefined
        ? undefined
        : {
            directory: resolve(e.SQLITE_SNAPSHOT_DIR),
            intervalMinutes: e.SQLITE_SNAPSHOT_INTERVAL_MINUTES,
            keep: e.SQLITE_SNAPSHOT_KEEP,
          },
    /** docs/api/operations.md#rate-limits; `requestsPerWindow` 0 turns them off. */
    rateLimits: {
      requestsPerWindow: e.APP_RATE_LIMIT_REQUESTS,
      expensivePerWindow: e.APP_RATE_LIMIT_EXPENSIVE,
      windowSeconds: e.APP_RATE_LIMIT_WINDOW_SECONDS,
    },
    /** docs/api/webhooks.md#addresses: true lets webhooks reach private, loopback and link-local addresses. */
    webhooksAllowPrivateNetworks: e.APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
  } as const;
}

// What the tables ask of a dialect: its table, column and index builders.
import type { postgresKit } from '../../postgres/postgres-kit.js';

/**
 * One dialect's builders, typed as Postgres's: the repositories are typed against pg-core
 * (drizzle-gateway.ts), and SQLite's kit (sqlite/sqlite-kit.ts) takes the same shape.
 */
export type DialectKit = typeof postgresKit;

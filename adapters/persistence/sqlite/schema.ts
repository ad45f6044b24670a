// The SQLite tables of every module, the same as the Postgres ones.
/* Same tables, column names and JS types as ../postgres/schema.ts: the Drizzle
   repositories are shared by both dialects (see docs/adr/0002-shared-drizzle-repositories.md). */
export * from './schema/access.js';
export * from './schema/badges.js';
export * from './schema/changes.js';
export * from './schema/records.js';
export * from './schema/settings.js';
export * from './schema/webhooks.js';

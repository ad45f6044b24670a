import { defineConfig } from 'drizzle-kit';

/** SQLite migrations; Postgres has its own config in drizzle.postgres.config.ts. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './adapters/persistence/sqlite/schema.ts',
  out: './adapters/persistence/sqlite/migrations',
});

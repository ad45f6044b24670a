import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './adapters/persistence/postgres/schema.ts',
  out: './adapters/persistence/postgres/migrations',
});

import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a Postgres server for the tests, or '' when none is available. */
    postgresUrl: string;
    /** Every database the tests of this run create starts with it, so teardown can find them. */
    postgresDatabasePrefix: string;
  }
}

let stopContainer: (() => Promise<unknown>) | undefined;

async function reachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * TEST_DATABASE_URL when set (and then Postgres must be reachable: CI fails rather than
 * skips); else a throwaway container when a container runtime answers; else the
 * Postgres tests are skipped with a notice.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured && !(await reachable(configured))) {
    throw new Error(`TEST_DATABASE_URL is set but Postgres is unreachable at ${new URL(configured).host}`);
  }
  const url = configured ?? (await startContainer());
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresUrl', url);
  project.provide('postgresDatabasePrefix', prefix);
  return async () => {
    if (url) await dropRunDatabases(url, prefix);
    await stopContainer?.();
  };
}

/** The databases the workers kept for reuse (tests/support/backends.ts). */
async function dropRunDatabases(url: string, prefix: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const databases = await sql<{ name: string }[]>`
      select datname as name from pg_database where starts_with(datname, ${prefix})`;
    for (const { name } of databases) await sql.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function startContainer(): Promise<string> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    stopContainer = () => container.stop();
    return container.getConnectionUri();
  } catch {
    // biome-ignore lint/suspicious/noConsole: the one notice promised when the Postgres tests are skipped
    console.warn(
      '[postgres] TEST_DATABASE_URL is not set and no container runtime answered: Postgres tests are skipped.',
    );
    return '';
  }
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, inject } from 'vitest';
import type { DatabaseConfig } from '../../adapters/persistence/database-config.js';

export type Backend = 'memory' | 'sqlite' | 'postgres';

export const ALL_BACKENDS: readonly Backend[] = ['memory', 'sqlite', 'postgres'];

export interface TestDatabase {
  readonly config: DatabaseConfig;
  /** Removes the database; safe to call once everything using it is closed. */
  drop(): Promise<void>;
}

function postgresUrl(): string {
  return inject('postgresUrl');
}

/** Runs the suite once per backend; the Postgres run is skipped (with the setup's notice) when no server is available. */
export function describeEachBackend(
  name: string,
  suite: (backend: Backend) => void,
  backends = ALL_BACKENDS,
): void {
  for (const backend of backends) {
    const skip = backend === 'postgres' && postgresUrl() === '';
    describe.skipIf(skip)(`${name} [${backend}]`, () => suite(backend));
  }
}

/** A fresh, empty database of the given kind: a temporary SQLite file or a new Postgres database. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  switch (backend) {
    case 'memory':
      return { config: { kind: 'memory' }, drop: async () => {} };
    case 'sqlite': {
      const folder = mkdtempSync(join(tmpdir(), 'task-service-'));
      return {
        config: { kind: 'sqlite', path: join(folder, 'app.db') },
        drop: async () => rmSync(folder, { recursive: true, force: true }),
      };
    }
    case 'postgres':
      return createPostgresDatabase(postgresUrl());
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 1 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 5, statementTimeoutMs: 10_000 },
    drop: async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end({ timeout: 1 });
      }
    },
  };
}

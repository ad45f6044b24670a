import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/** A database backend the benchmarks run on, each run on a fresh, empty database. */
export interface Backend {
  readonly name: string;
  withFreshDatabase<T>(work: (url: string) => Promise<T>): Promise<T>;
}

/** SQLite always; Postgres too when BENCH_DATABASE_URL names a server where databases may be created. */
export function backends(): Backend[] {
  const server = process.env.BENCH_DATABASE_URL;
  return server ? [sqlite, postgresOn(server)] : [sqlite];
}

const sqlite: Backend = {
  name: 'SQLite',
  async withFreshDatabase(work) {
    const folder = mkdtempSync(join(tmpdir(), 'bench-'));
    try {
      return await work(`file:${join(folder, 'bench.db')}`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};

function postgresOn(serverUrl: string): Backend {
  return {
    name: 'Postgres',
    async withFreshDatabase(work) {
      const name = `bench_${randomBytes(6).toString('hex')}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`create database ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return await work(url.toString());
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 1 });
      }
    },
  };
}

import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from './service-process.js';

const run = promisify(execFile);

const INSTALL_ROOT = '/usr/lib/postgresql';
const OS_USER = 'postgres';

/**
 * A Postgres server of the test's own, in a temporary folder on a free port, that the
 * test may stop, start and disrupt. The shared server (5432) is never touched.
 */
export interface PrivatePostgres {
  readonly port: number;
  /** URL of a database on this server (superuser, trust authentication). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Runs `work` on a connection of its own to `database`, closed afterwards. */
  withClient<T>(database: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T>;
  /** Fast shutdown: open transactions are rolled back, connections are closed. */
  stop(): Promise<void>;
  /** Starts again on the same data and port; nothing to do when it runs. */
  start(): Promise<void>;
  /** pg_terminate_backend on every connection to `database` but the caller's; how many it ended. */
  terminateConnections(database: string): Promise<number>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, if any. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(INSTALL_ROOT)) return undefined;
  const newest = readdirSync(INSTALL_ROOT)
    .filter((version) => existsSync(join(INSTALL_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
  return newest === undefined ? undefined : join(INSTALL_ROOT, newest, 'bin');
}

/**
 * True when the fault tests must be skipped: no PostgreSQL binaries on a machine that is
 * not CI. In CI (TEST_DATABASE_URL set) they must run, so startPrivatePostgres fails there.
 */
export function privatePostgresMissing(): boolean {
  if (postgresBinaries() !== undefined || process.env.TEST_DATABASE_URL) return false;
  // biome-ignore lint/suspicious/noConsole: the one notice promised when these tests are skipped
  console.warn(`[faults] no PostgreSQL under ${INSTALL_ROOT}/*/bin: the Postgres fault tests are skipped.`);
  return true;
}

/** initdb and pg_ctl refuse to run as root: as root they run as the postgres OS user. */
function asServerUser(command: string, args: readonly string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', OS_USER, '--', command, ...args]]
    : [command, [...args]];
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`no PostgreSQL installation under ${INSTALL_ROOT}/*/bin`);
  const folder = mkdtempSync(join(tmpdir(), 'private-postgres-'));
  if (process.getuid?.() === 0) execFileSync('chown', [`${OS_USER}:`, folder]);
  const data = join(folder, 'data');
  const port = await freePort();
  const pgCtl = (...args: string[]) => {
    const [command, argv] = asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '30', ...args]);
    return run(command, argv);
  };
  // Durability is not under test: skipping fsync keeps start, stop and imports fast.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  let running = false;
  const start = async () => {
    if (running) return;
    await pgCtl('-l', join(folder, 'server.log'), '-o', options, 'start');
    running = true;
  };
  const stopNow = () => {
    const [command, argv] = asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    try {
      execFileSync(command, argv, { stdio: 'ignore' });
    } catch {
      // not running
    }
  };
  // A worker that dies without destroy() must not leave a server behind.
  process.once('exit', stopNow);

  const [initdb, initArgs] = asServerUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  try {
    await run(initdb, initArgs);
    await start();
  } catch (error) {
    stopNow();
    rmSync(folder, { recursive: true, force: true });
    process.removeListener('exit', stopNow);
    throw error;
  }

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const withClient = <T>(database: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> => {
    const sql = postgres(url(database), { max: 1, onnotice: () => {} });
    return work(sql).finally(() => sql.end({ timeout: 1 }));
  };
  const admin = <T>(work: (sql: postgres.Sql) => Promise<T>) => withClient('postgres', work);

  return {
    port,
    url,
    async createDatabase(name) {
      await admin((sql) => sql.unsafe(`create database ${name}`));
      return url(name);
    },
    withClient,
    async stop() {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    start,
    async terminateConnections(database) {
      const [ended] = await admin(
        (sql) => sql<{ count: number }[]>`
          select count(*)::int as count
          from (select pg_terminate_backend(pid) from pg_stat_activity
                where datname = ${database} and pid <> pg_backend_pid()) as ended`,
      );
      return ended!.count;
    },
    async destroy() {
      stopNow();
      process.removeListener('exit', stopNow);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

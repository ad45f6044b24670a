// The operator's command line (docs/backup.md#command-line): backup, restore and migrate, with the service's own code.

import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { archiveLines } from '../adapters/archive/archive-lines.js';
import { ArchiveWriter, openArchive } from '../adapters/archive/ndjson-archive.js';
import { describeError } from '../adapters/logging/describe-error.js';
import type { DatabaseConfig } from '../adapters/persistence/database-config.js';
import { openPersistence, type Persistence } from '../adapters/persistence/open-persistence.js';
import { sqliteFileInUse } from '../adapters/persistence/sqlite/sqlite-in-use.js';
import { BcryptPasswordHasher } from '../adapters/security/bcrypt-password-hasher.js';
import { CryptoRandomSecrets } from '../adapters/security/crypto-random-secrets.js';
import { SystemClock } from '../adapters/security/system-clock.js';
import type { SectionBatch } from '../application/backup/archive-sections.js';
import {
  BackupInstanceUseCase,
  MigrateInstanceUseCase,
  RestoreInstanceUseCase,
} from '../application/backup/backup.use-cases.js';
import type { InstanceStore } from '../application/backup/ports/instance-store.js';
import { serviceActor } from '../application/shared/actor.js';
import { DomainError } from '../domain/shared/domain-error.js';
import { restoreTargetOf } from './change-recording.js';
import { type AppConfig, ConfigError, loadConfig } from './env.js';

/** Who the change log says restored, for a restore or migration run from the command line (docs/backup.md). */
const CLI_ACTOR = serviceActor('cli');

const USAGE = `Usage:
  cli backup <file> [--secrets]            archive the instance at DATABASE_URL into a new file
  cli restore <file> [--replace]           load an archive into the instance at DATABASE_URL
  cli migrate --from <url> --to <url> [--replace] [--force]
                                           copy one database into another, secrets included;
                                           --force: even a SQLite file a running service has open
URLs as DATABASE_URL: file:<path> (SQLite) or postgres://…`;

/** A line on stderr at most this often while a long run goes on. */
const PROGRESS_EVERY_MS = 1000;

/** The command line was wrong: the usage follows the message. */
class UsageError extends Error {}

/** The command cannot do what it was asked, as asked. */
class Refused extends Error {}

/** Counts rows by section and says so on stderr now and then, and once at the end. */
class Progress {
  private rows = 0;
  private section = '';
  private last = 0;
  private readonly started = performance.now();

  constructor(private readonly verb: string) {}

  seen(batch: SectionBatch): void {
    this.rows += batch.rows.length;
    this.section = batch.section;
    const now = performance.now();
    if (now - this.last >= PROGRESS_EVERY_MS) {
      this.last = now;
      process.stderr.write(`${this.verb}: ${this.rows} rows, at ${this.section} (${this.seconds()} s)\n`);
    }
  }

  done(): void {
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    process.stderr.write(
      `${this.verb}: done, ${this.rows} rows in ${this.seconds()} s, peak RSS ${peakMb} MB\n`,
    );
  }

  private seconds(): string {
    return ((performance.now() - this.started) / 1000).toFixed(1);
  }
}

/** A store whose reads are counted. */
function counted(store: InstanceStore, progress: Progress): InstanceStore {
  return {
    read: (secrets, sink) =>
      store.read(secrets, (batch) => {
        progress.seen(batch);
        return sink(batch);
      }),
    hasData: () => store.hasData(),
    replace: (batches, fill) => store.replace(batches, fill),
  };
}

function databaseOf(url: string): DatabaseConfig {
  return loadConfig({ ...process.env, DATABASE_URL: url }).database;
}

/** A database read from: a SQLite file that is not there is a mistake, not a new database. */
function requireSource(database: DatabaseConfig): DatabaseConfig {
  if (database.kind === 'sqlite' && !existsSync(database.path)) {
    throw new Refused(`${database.path} does not exist`);
  }
  return database;
}

/** A SQLite file a running service has open is copied only when the operator says so. */
function requireIdle(database: DatabaseConfig, force: boolean): DatabaseConfig {
  if (!force && database.kind === 'sqlite' && sqliteFileInUse(database.path)) {
    throw new Refused(
      `${database.path} is in use by a running service: stop it first, or pass --force to copy it as it is now`,
    );
  }
  return database;
}

async function withPersistence<T>(
  database: DatabaseConfig,
  work: (p: Persistence) => Promise<T>,
): Promise<T> {
  if (database.kind === 'memory') throw new Refused('memory: holds nothing to back up or restore into');
  const persistence = await openPersistence(database);
  try {
    return await work(persistence);
  } finally {
    await persistence.close();
  }
}

/** Written under a hidden name, renamed when whole: a file with the final name is always a complete archive. */
async function backup(config: AppConfig, file: string, secrets: boolean): Promise<void> {
  if (existsSync(file)) throw new Refused(`${file} exists already: choose another name`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const out = createWriteStream(partial, { mode: 0o600 });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const progress = new Progress('backup');
  try {
    await withPersistence(requireSource(config.database), async (persistence) => {
      const writer = new ArchiveWriter(secrets);
      await write(writer.header());
      await new BackupInstanceUseCase(counted(persistence.instance, progress)).execute(secrets, (batch) =>
        write(writer.batch(batch)),
      );
      await write(writer.end(new Date()));
    });
    out.end();
    await once(out, 'finish');
    renameSync(partial, file);
    progress.done();
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

async function restore(config: AppConfig, file: string, replace: boolean): Promise<void> {
  const progress = new Progress('restore');
  const archive = await openArchive(archiveLines(createReadStream(file)));
  async function* seen() {
    for await (const batch of archive.batches) {
      progress.seen(batch);
      yield batch;
    }
  }
  const outcome = await withPersistence(config.database, (persistence) =>
    new RestoreInstanceUseCase(
      restoreTargetOf(persistence, new SystemClock()),
      new BcryptPasswordHasher(config.bcryptCost),
      new CryptoRandomSecrets(),
    ).execute({ secrets: archive.secrets, batches: seen() }, { replace }, CLI_ACTOR),
  );
  progress.done();
  const users = outcome.usersWithoutPassword;
  if (users > 0) {
    // The archive had no secrets and this instance knew none of them by username (docs/backup.md#secrets).
    process.stderr.write(
      `restore: ${users} user(s) have no password: start the service with APP_ADMIN_PASSWORD set to sign in as APP_ADMIN_USERNAME, then give them one (POST /api/v1/auth/users/{id}/password)\n`,
    );
  }
}

interface MigrateOptions {
  readonly replace: boolean;
  readonly force: boolean;
}

async function migrate(config: AppConfig, from: string, to: string, options: MigrateOptions): Promise<void> {
  const { replace, force } = options;
  const progress = new Progress('migrate');
  const source = requireIdle(requireSource(databaseOf(from)), force);
  const target = requireIdle(databaseOf(to), force);
  await withPersistence(source, (origin) =>
    withPersistence(target, (destination) =>
      new MigrateInstanceUseCase(
        new BcryptPasswordHasher(config.bcryptCost),
        new CryptoRandomSecrets(),
      ).execute(
        counted(origin.instance, progress),
        restoreTargetOf(destination, new SystemClock()),
        { replace },
        CLI_ACTOR,
      ),
    ),
  );
  progress.done();
}

async function run(argv: readonly string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      secrets: { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      from: { type: 'string' },
      to: { type: 'string' },
    },
  });
  const [command, file, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`unexpected ${rest.join(' ')}`);
  const config = loadConfig();
  switch (command) {
    case 'backup':
      if (!file) throw new UsageError('backup needs a file to write');
      return backup(config, file, values.secrets);
    case 'restore':
      if (!file) throw new UsageError('restore needs an archive to read');
      return restore(config, file, values.replace);
    case 'migrate':
      if (!values.from || !values.to || file)
        throw new UsageError('migrate needs --from and --to, and no file');
      return migrate(config, values.from, values.to, { replace: values.replace, force: values.force });
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command');
  }
}

/** One line for the operator, never a stack trace or a database URL. */
function explain(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\n${USAGE}`;
  if (error instanceof Refused) return error.message;
  if (error instanceof ConfigError) return `Invalid configuration: ${error.message}`;
  if (error instanceof DomainError) {
    const details = error.details.map((d) => `${d.path}: ${d.message}`).join('; ');
    return `${error.code}: ${error.message}${details ? ` (${details})` : ''}`;
  }
  if ((error as NodeJS.ErrnoException).code === 'EEXIST')
    return 'The archive file exists already: choose another name';
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'The archive file does not exist';
  if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return `${(error as Error).message}\n${USAGE}`;
  const { type, code } = describeError(error);
  return `Failed: ${type} ${code ?? ''}`.trim();
}

// The heap grows 40 % past what a full collection leaves, not up to four times as V8 would: a
// restore of a million tasks peaked at 462 MB instead of 250, in the same time (docs/adr/0073-command-line-heap.md).
setFlagsFromString('--heap-growing-percent=40');

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${explain(error)}\n`);
    process.exit(1);
  },
);

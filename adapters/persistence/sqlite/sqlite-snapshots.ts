// Online snapshots of the SQLite database: consistent copies taken while the service serves writes.
import { closeSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface SnapshotOptions {
  /** The database file. */
  readonly source: string;
  readonly directory: string;
  /** How many snapshots to keep, the newest. */
  readonly keep: number;
}

export interface Snapshot {
  readonly path: string;
  readonly bytes: number;
}

const PREFIX = 'snapshot-';
const SUFFIX = '.db';

/**
 * `VACUUM INTO` in a worker thread, on a read-only connection of its own: in WAL mode its read
 * transaction sees one committed state while writers go on, and the copy never restarts as the
 * backup API's steps would under steady writes. better-sqlite3 is synchronous, so the worker keeps
 * the copy off the event loop. The destination exists already, empty and private.
 */
const VACUUM_INTO = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
try {
  db = new Database(workerData.source, { readonly: true, fileMustExist: true });
  db.prepare('VACUUM INTO ?').run(workerData.destination);
  parentPort.postMessage({ ok: true });
} catch (error) {
  parentPort.postMessage({ ok: false, code: String(error && error.code || 'ERROR') });
} finally {
  if (db) db.close();
}
`;

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Copies the database into `directory` as `snapshot-<UTC time>.db` (docs/deployment.md#sqlite-snapshots),
 * then deletes the oldest beyond `keep`. The copy is written under a hidden name and renamed
 * when complete, so a snapshot file is always whole. Folder 0700, files 0600, as the database.
 */
export async function takeSnapshot(options: SnapshotOptions, now: Date): Promise<Snapshot> {
  mkdirSync(options.directory, { recursive: true, mode: 0o700 });
  const name = `${PREFIX}${now.toISOString().replace(/[-:.]/g, '')}${SUFFIX}`;
  const partial = join(options.directory, `.${name}.partial`);
  const path = join(options.directory, name);
  closeSync(openSync(partial, 'w', 0o600));
  try {
    await vacuumInto(options.source, partial);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  pruneSnapshots(options.directory, options.keep);
  return { path, bytes: statSync(path).size };
}

/** The snapshots in `directory`, oldest first (their names sort by time). */
export function listSnapshots(directory: string): string[] {
  return readdirSync(directory)
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .map((name) => join(directory, name));
}

function pruneSnapshots(directory: string, keep: number): void {
  const all = listSnapshots(directory);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) rmSync(old, { force: true });
}

function vacuumInto(source: string, destination: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(VACUUM_INTO, { eval: true, workerData: { driver, source, destination } });
    let answered = false;
    worker.once('message', (reply: { ok: boolean; code?: string }) => {
      answered = true;
      if (reply.ok) resolve();
      else reject(new SnapshotFailed(reply.code ?? 'ERROR'));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', () => {
      if (!answered) reject(new SnapshotFailed('WORKER_EXIT'));
    });
  });
}

/** The copy failed; `code` is SQLite's (SQLITE_FULL, SQLITE_CANTOPEN, …), never a path or SQL. */
export class SnapshotFailed extends Error {
  constructor(readonly code: string) {
    super(`SQLite snapshot failed: ${code}`);
    this.name = 'SnapshotFailed';
  }
}

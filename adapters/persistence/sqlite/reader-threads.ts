// Long SQLite reads on threads of their own, so that a statement walking thousands of rows does not hold the event loop.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Statements a reader thread keeps compiled: fewer than a connection of the event loop, only long reads come here. */
const THREAD_STATEMENTS = 64;

/**
 * A reader thread: a read-only connection that runs each statement it is sent and answers its
 * rows as arrays (raw mode), or the error's code and message. Statements are kept by their text,
 * as on the other connections (statement-cache.ts).
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { readonly: true, fileMustExist: true, timeout: workerData.busyTimeoutMs });
const statements = new Map();
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql).raw(true);
      if (statements.size >= ${THREAD_STATEMENTS}) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, failure: { code: String((error && error.code) || 'ERROR'), message: String(error && error.message) } });
  }
});
`;

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

interface Pending {
  resolve(rows: unknown[][]): void;
  reject(error: Error): void;
}

interface ReaderThread {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

type Reply = { id: number; rows: unknown[][] } | { id: number; failure: { code: string; message: string } };

/** One thread fewer than the cores, the event loop keeping one; at least one, at most four. */
export function readerThreadCount(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/**
 * Threads that each keep a read-only connection to the database file, started at the first long
 * read. A read goes to the thread with the fewest reads waiting. In WAL mode each statement sees
 * the last committed state, as the event loop's own reader does; a unit of work's uncommitted
 * rows are never seen here, so its reads stay on its connection.
 */
export class SqliteReaderThreads {
  private readonly threads: ReaderThread[] = [];
  private next = 0;
  private closed = false;

  constructor(
    private readonly path: string,
    private readonly busyTimeoutMs: number,
    private readonly count = readerThreadCount(),
  ) {}

  /** The rows of `sql` as arrays of their values, in the statement's column order. */
  all(sql: string, params: readonly unknown[]): Promise<unknown[][]> {
    if (this.closed) return Promise.reject(new Error('The database connection is not open'));
    const thread = this.leastBusy();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      if (thread.pending.size === 1) thread.worker.ref();
      thread.worker.postMessage({ id, sql, params });
    });
  }

  /** Stops every thread; reads still running fail. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    for (const thread of threads) this.fail(thread, new Error('The database connection is not open'));
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private leastBusy(): ReaderThread {
    let best: ReaderThread | undefined;
    for (const thread of this.threads) if (!best || thread.pending.size < best.pending.size) best = thread;
    if (best && (best.pending.size === 0 || this.threads.length >= this.count)) return best;
    return this.start();
  }

  private start(): ReaderThread {
    const worker = new Worker(READER, {
      eval: true,
      workerData: { driver, path: this.path, busyTimeoutMs: this.busyTimeoutMs },
    });
    const thread: ReaderThread = { worker, pending: new Map() };
    // An idle thread keeps no process alive; one with reads waiting does.
    worker.unref();
    worker.on('message', (reply: Reply) => this.answer(thread, reply));
    worker.on('error', (error) => this.lose(thread, error));
    worker.on('exit', () => this.lose(thread, new Error('A database reader thread stopped')));
    this.threads.push(thread);
    return thread;
  }

  private answer(thread: ReaderThread, reply: Reply): void {
    const pending = thread.pending.get(reply.id);
    if (!pending) return;
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) thread.worker.unref();
    if ('rows' in reply) pending.resolve(reply.rows);
    else pending.reject(sqliteError(reply.failure));
  }

  /** A thread that failed or stopped: its reads fail, and the next read starts another. */
  private lose(thread: ReaderThread, error: Error): void {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    this.fail(thread, error);
  }

  private fail(thread: ReaderThread, error: Error): void {
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  }
}

/** The driver's error as the event loop's connection would have thrown it: its code decides 503 or 500. */
function sqliteError({ code, message }: { code: string; message: string }): Error {
  return Object.assign(new Error(message), { name: 'SqliteError', code });
}

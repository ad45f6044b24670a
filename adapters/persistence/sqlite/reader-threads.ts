// Long SQLite reads on threads of their own, so that a statement walking thousands of rows does not hold the event loop.
import { createRequire } from 'node:module';
import { ThreadPool, threadCount } from '../../threads/thread-pool.js';

const NOT_OPEN = 'The database connection is not open';

/** What a reader thread answers when a statement fails. */
interface Failure {
  readonly code: string;
  readonly message: string;
}

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
    parentPort.postMessage({ id, value: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, failure: { code: String((error && error.code) || 'ERROR'), message: String(error && error.message) } });
  }
});
`;

/**
 * Threads that each keep a read-only connection to the database file, started at the first long
 * read. A read goes to the thread with the fewest reads waiting. In WAL mode each statement sees
 * the last committed state, as the event loop's own reader does; a unit of work's uncommitted
 * rows are never seen here, so its reads stay on its connection.
 */
export class SqliteReaderThreads {
  private readonly pool: ThreadPool<{ sql: string; params: readonly unknown[] }, unknown[][], Failure>;
  private closed = false;

  constructor(path: string, busyTimeoutMs: number, count = threadCount()) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.pool = new ThreadPool(
      {
        source: READER,
        workerData: { driver, path, busyTimeoutMs },
        stopped: 'A database reader thread stopped',
        failure: sqliteError,
      },
      count,
    );
  }

  /** The rows of `sql` as arrays of their values, in the statement's column order. */
  all(sql: string, params: readonly unknown[]): Promise<unknown[][]> {
    if (this.closed) return Promise.reject(new Error(NOT_OPEN));
    return this.pool.run({ sql, params });
  }

  /** Stops every thread; reads still running fail. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool.stop(new Error(NOT_OPEN));
  }
}

/** The driver's error as the event loop's connection would have thrown it: its code decides 503 or 500. */
function sqliteError({ code, message }: Failure): Error {
  return Object.assign(new Error(message), { name: 'SqliteError', code });
}

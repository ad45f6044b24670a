// Checkpoints of the write-ahead log on a thread of their own, so that no commit copies pages into the database file on the event loop.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The checkpointer: a connection that copies the log's committed pages into the database file
 * (PASSIVE: it waits for no reader or writer, and leaves what a reader still needs) each time
 * it is asked, and answers the frames the log holds and how many of them are in the file now.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true, timeout: 0 });
parentPort.on('message', () => {
  try {
    const [{ log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ log, checkpointed });
  } catch (error) {
    parentPort.postMessage({ failure: String((error && error.code) || 'ERROR') });
  }
});
`;

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Pages the writer lets the log reach before it checkpoints on its own, in a commit: only when
 * the checkpointer falls that far behind (it is stopped, or a long read holds the log).
 */
export const WRITER_CHECKPOINT_PAGES = 10_000;

/** What one checkpoint did: the frames in the log, and how many of them are in the database file. */
export type Checkpointed =
  | { readonly log: number; readonly checkpointed: number }
  | { readonly failure: string };

/**
 * SQLite checkpoints in the commit that takes the log past 1 000 pages by default: that commit
 * copies every page and syncs the file, a stall the requests of its group wait for. Here the
 * writer is told to leave that to this thread (`WRITER_CHECKPOINT_PAGES`), and each commit asks
 * for a checkpoint `delayMs` later; commits meanwhile join it, so there is at most one running
 * and one waiting, whatever the write rate.
 */
export class WalCheckpoints {
  private worker: Worker | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** A commit came while a checkpoint ran: another one follows. */
  private again = false;
  private closed = false;

  constructor(
    private readonly path: string,
    private readonly delayMs = 50,
    /** Told of each checkpoint's outcome (tests, metrics). */
    private readonly checkpointed: (outcome: Checkpointed) => void = () => {},
  ) {}

  /** After a commit: a checkpoint soon, unless one is already on its way. */
  committed(): void {
    if (this.closed) return;
    if (this.running) this.again = true;
    else this.timer ??= setTimeout(() => this.start(), this.delayMs).unref();
  }

  close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const worker = this.worker;
    this.worker = undefined;
    return worker ? worker.terminate().then(() => {}) : Promise.resolve();
  }

  private start(): void {
    this.timer = undefined;
    this.running = true;
    this.again = false;
    this.thread().postMessage(null);
  }

  private finished(outcome: Checkpointed): void {
    this.running = false;
    this.checkpointed(outcome);
    if (this.again) this.committed();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { driver, path: this.path } });
    worker.unref();
    worker.on('message', (outcome: Checkpointed) => this.finished(outcome));
    // A thread that stops is started again by the next checkpoint; the writer's own limit holds meanwhile.
    const lose = (failure: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      if (this.running) this.finished({ failure });
    };
    worker.on('error', () => lose('THREAD_ERROR'));
    worker.on('exit', () => lose('THREAD_EXIT'));
    this.worker = worker;
    return worker;
  }
}

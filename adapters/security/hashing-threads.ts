// bcrypt on threads of its own: a hash at cost 10 is tens of milliseconds of CPU, which on the
// event loop (even in bcryptjs's async slices) holds every other request during a login storm.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A hashing thread: runs bcryptjs's synchronous calls, which block only itself. */
const HASHER = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcrypt);
parentPort.on('message', ({ id, op, password, cost, hash }) => {
  try {
    const value = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, failure: String((error && error.message) || error) });
  }
});
`;

const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

export type HashJob =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'verify'; password: string; hash: string };

interface Pending {
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

interface HashingThread {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

type Reply = { id: number; value: string | boolean } | { id: number; failure: string };

/** One thread fewer than the cores, the event loop keeping one; at least one, at most four. */
export function hashingThreadCount(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/**
 * Threads started at the first hash; a job goes to the thread with the fewest waiting. Idle
 * threads keep no process alive, so one pool serves every hasher of the process and is never closed.
 */
export class HashingThreads {
  private readonly threads: HashingThread[] = [];
  private next = 0;

  constructor(private readonly count = hashingThreadCount()) {}

  run(job: HashJob): Promise<string | boolean> {
    const thread = this.leastBusy();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      if (thread.pending.size === 1) thread.worker.ref();
      thread.worker.postMessage({ id, ...job });
    });
  }

  private leastBusy(): HashingThread {
    let best: HashingThread | undefined;
    for (const thread of this.threads) if (!best || thread.pending.size < best.pending.size) best = thread;
    if (best && (best.pending.size === 0 || this.threads.length >= this.count)) return best;
    return this.start();
  }

  private start(): HashingThread {
    const worker = new Worker(HASHER, { eval: true, workerData: { bcrypt: bcryptPath } });
    const thread: HashingThread = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (reply: Reply) => this.answer(thread, reply));
    worker.on('error', (error) => this.lose(thread, error));
    worker.on('exit', () => this.lose(thread, new Error('A password hashing thread stopped')));
    this.threads.push(thread);
    return thread;
  }

  private answer(thread: HashingThread, reply: Reply): void {
    const pending = thread.pending.get(reply.id);
    if (!pending) return;
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) thread.worker.unref();
    if ('value' in reply) pending.resolve(reply.value);
    else pending.reject(new Error(reply.failure));
  }

  /** A thread that failed or stopped: its jobs fail, and the next job starts another. */
  private lose(thread: HashingThread, error: Error): void {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  }
}

/** The process's pool, shared by every hasher. */
export const hashingThreads = new HashingThreads();

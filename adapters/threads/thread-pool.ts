// Worker threads for work that would hold the event loop: each runs one script, jobs go to the least busy.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a pool's threads run, and how their failures read. */
export interface ThreadScript<F> {
  /** CommonJS source, evaluated in each thread; it answers `{ id, value }` or `{ id, failure }`. */
  readonly source: string;
  readonly workerData: unknown;
  /** Why a thread's jobs fail when it stops. */
  readonly stopped: string;
  /** A failure a thread answered, as the error the job rejects with. */
  failure(failure: F): Error;
}

interface Pending<V> {
  resolve(value: V): void;
  reject(error: Error): void;
}

interface Thread<V> {
  readonly worker: Worker;
  readonly pending: Map<number, Pending<V>>;
}

type Reply<V, F> = { id: number; value: V } | { id: number; failure: F };

/** One thread fewer than the cores, the event loop keeping one; at least one, at most four. */
export function threadCount(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/**
 * Threads started as jobs come, up to `count`; a job goes to the thread with the fewest waiting. An
 * idle thread keeps no process alive; one with jobs waiting does. A thread that fails or stops
 * fails its jobs, and the next job starts another.
 */
export class ThreadPool<J extends object, V, F> {
  private readonly threads: Thread<V>[] = [];
  private next = 0;

  constructor(
    private readonly script: ThreadScript<F>,
    private readonly count = threadCount(),
  ) {}

  run(job: J): Promise<V> {
    const thread = this.leastBusy();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      if (thread.pending.size === 1) thread.worker.ref();
      thread.worker.postMessage({ id, ...job });
    });
  }

  /** Stops every thread; the jobs still running fail with `error`. */
  async stop(error: Error): Promise<void> {
    const threads = this.threads.splice(0);
    for (const thread of threads) this.fail(thread, error);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private leastBusy(): Thread<V> {
    let best: Thread<V> | undefined;
    for (const thread of this.threads) if (!best || thread.pending.size < best.pending.size) best = thread;
    if (best && (best.pending.size === 0 || this.threads.length >= this.count)) return best;
    return this.start();
  }

  private start(): Thread<V> {
    const worker = new Worker(this.script.source, { eval: true, workerData: this.script.workerData });
    const thread: Thread<V> = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (reply: Reply<V, F>) => this.answer(thread, reply));
    worker.on('error', (error) => this.lose(thread, error));
    worker.on('exit', () => this.lose(thread, new Error(this.script.stopped)));
    this.threads.push(thread);
    return thread;
  }

  private answer(thread: Thread<V>, reply: Reply<V, F>): void {
    const pending = thread.pending.get(reply.id);
    if (!pending) return;
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) thread.worker.unref();
    if ('value' in reply) pending.resolve(reply.value);
    else pending.reject(this.script.failure(reply.failure));
  }

  private lose(thread: Thread<V>, error: Error): void {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    this.fail(thread, error);
  }

  private fail(thread: Thread<V>, error: Error): void {
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  }
}

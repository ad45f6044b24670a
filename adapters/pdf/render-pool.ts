import type { Worker } from 'node:worker_threads';
import type { PrintDocument, RenderRequest } from '../../application/printing/ports/pdf-renderer.js';
import type { PrintQueueMetrics } from '../../application/shared/ports/metrics.js';
import { PrintCancelled, PrintingBusy } from '../../domain/printing/print.errors.js';
import { FairQueue } from './fair-queue.js';
import type { RenderOutcome, WorkerReply, WorkerRequest } from './render-protocol.js';
import { startWorker } from './render-worker-thread.js';
import { feedTable } from './table-feed.js';

export interface RenderPoolOptions {
  /** Worker threads, each rendering one document at a time. */
  readonly workers: number;
  /** Documents that may wait for a free worker; one more is refused with PrintingBusy. */
  readonly maxQueued: number;
  /** A worker idle this long is stopped, giving its memory back; the next document starts a new one. */
  readonly idleTimeoutMs: number;
  /** Told the queue's length whenever it changes. */
  readonly metrics?: PrintQueueMetrics;
  /** A worker is replaced after rendering this many documents. */
  readonly documentsPerWorker: number;
  /** A worker whose heap has grown past this is replaced after its document, giving the memory back. */
  readonly maxWorkerHeapBytes: number;
  /** The most a worker's heap may grow to (V8's old generation): a document needing more fails. */
  readonly workerHeapLimitMb: number;
}

/** What a refused caller is told to wait: about the time a few large documents take. */
const RETRY_AFTER_SECONDS = 5;

/** Documents without a caller share one turn. */
const ANONYMOUS = '';

interface Job {
  /** Dropped once handed to a worker, which holds its own copy. */
  document?: PrintDocument;
  readonly caller: string;
  resolve(outcome: RenderOutcome): void;
  reject(error: Error): void;
}

interface Slot {
  readonly worker: Worker;
  job?: Job;
  idleTimer?: NodeJS.Timeout;
  rendered: number;
  /** Wakes the feeder of a table's rows: its worker took the last batch, or the job is settled. */
  taken?: () => void;
}

/**
 * Renders documents in worker threads, off the event loop. Workers start on demand; an idle one
 * is unreferenced, so it never keeps the process alive, and stopped after `idleTimeoutMs`. A
 * worker is also replaced after a document that left its heap large, and after a number of
 * documents, since V8 keeps the heap a large document grew. Waiting documents take turns by caller.
 */
export class RenderPool {
  private readonly slots = new Set<Slot>();
  private readonly queue = new FairQueue<Job>();
  private closed = false;
  private started = 0;

  constructor(private readonly options: RenderPoolOptions) {}

  /**
   * Renders `document` when a worker is free. Once `signal` aborts (its client went away) the
   * document is dropped: taken out of the queue, or its worker stopped mid-render, so the worker's
   * core is free for the next document at once instead of finishing pages nobody will read.
   */
  run(document: PrintDocument, { signal, caller = ANONYMOUS }: RenderRequest = {}): Promise<RenderOutcome> {
    if (this.closed) return Promise.reject(new Error('The PDF renderer is closed'));
    if (signal?.aborted) return Promise.reject(new PrintCancelled());
    if (this.queue.length >= this.options.maxQueued && !this.canStartNow()) {
      return Promise.reject(new PrintingBusy(RETRY_AFTER_SECONDS));
    }
    const { job, outcome } = pendingJob(caller, signal, (cancelled) => this.cancel(cancelled));
    job.document = document;
    this.queue.push(job);
    this.dispatch();
    this.queueChanged();
    return outcome;
  }

  /** A waiting job leaves the queue; a rendering one takes its worker down with it (a new one starts on demand). */
  private cancel(job: Job): void {
    if (this.queue.remove(job)) {
      this.queueChanged();
      job.reject(new PrintCancelled());
      return;
    }
    const slot = [...this.slots].find((candidate) => candidate.job === job);
    if (slot) this.abandon(slot, new PrintCancelled());
  }

  /** The slot's job fails with `error` mid-render; its worker goes with it, a new one starts on demand. */
  private abandon(slot: Slot, error: Error): void {
    this.slots.delete(slot);
    clearTimeout(slot.idleTimer);
    this.settle(slot, (job) => job.reject(error));
    void slot.worker.terminate();
    this.dispatch();
    this.queueChanged();
  }

  /** Stops every worker; documents still waiting or rendering are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The PDF renderer was closed');
    for (const job of this.queue.drain()) job.reject(error);
    this.queueChanged();
    await Promise.all(
      [...this.slots].map((slot) => {
        slot.job?.reject(error);
        slot.job = undefined;
        clearTimeout(slot.idleTimer);
        return slot.worker.terminate();
      }),
    );
  }

  private canStartNow(): boolean {
    return this.slots.size < this.options.workers || [...this.slots].some((slot) => !slot.job);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot =
        [...this.slots].find((candidate) => !candidate.job) ??
        (this.slots.size < this.options.workers ? this.spawn() : undefined);
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  /** Worker threads started so far, replacements included. */
  get workersStarted(): number {
    return this.started;
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(this.options.workerHeapLimitMb), rendered: 0 };
    this.started += 1;
    slot.worker.on('message', (reply: WorkerReply) => this.finish(slot, reply));
    // An uncaught error ends the worker: its document fails, the next one gets a new worker.
    slot.worker.on('error', (error) => {
      this.slots.delete(slot);
      this.settle(slot, (job) => job.reject(error));
    });
    slot.worker.on('exit', (code) => {
      this.slots.delete(slot);
      clearTimeout(slot.idleTimer);
      this.settle(slot, (job) => job.reject(new Error(`The PDF render worker stopped (exit code ${code})`)));
      if (!this.closed) {
        this.dispatch();
        this.queueChanged();
      }
    });
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idleTimer);
    slot.job = job;
    slot.worker.ref();
    const { document } = job;
    job.document = undefined;
    if (!document) return;
    if (document.layout !== 'table') {
      slot.worker.postMessage({ document } satisfies WorkerRequest);
      return;
    }
    const { rows, ...head } = document;
    slot.worker.postMessage({ table: head } satisfies WorkerRequest);
    const feed = {
      post: (request: WorkerRequest) => slot.worker.postMessage(request),
      taken: () =>
        new Promise<void>((resolve) => {
          slot.taken = resolve;
        }),
      current: () => slot.job === job,
      fail: (error: Error) => this.abandon(slot, error),
    };
    void feedTable(feed, rows);
  }

  private finish(slot: Slot, reply: WorkerReply): void {
    if ('taken' in reply) {
      this.wake(slot);
      return;
    }
    this.settle(slot, (job) =>
      'failure' in reply
        ? job.reject(new Error(`PDF rendering failed: ${reply.failure}`))
        : job.resolve(reply),
    );
    if (this.closed) return;
    slot.rendered += 1;
    if (
      slot.rendered >= this.options.documentsPerWorker ||
      reply.heapBytes > this.options.maxWorkerHeapBytes
    ) {
      this.retire(slot);
      return;
    }
    const next = this.queue.shift();
    if (next) {
      this.start(slot, next);
      this.queueChanged();
      return;
    }
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => {
      // Out of the pool first, so no document is handed to a worker that is stopping.
      this.slots.delete(slot);
      void slot.worker.terminate();
    }, this.options.idleTimeoutMs).unref();
  }

  /** Out of the pool first, so no document is handed to a worker that is stopping; the next one starts on demand. */
  private retire(slot: Slot): void {
    this.slots.delete(slot);
    clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
    this.dispatch();
    this.queueChanged();
  }

  private queueChanged(): void {
    this.options.metrics?.printQueueDepth(this.queue.length);
  }

  /** Hands the slot's job, if any, its result; a job is settled once, and its feeder stops. */
  private settle(slot: Slot, outcome: (job: Job) => void): void {
    const { job } = slot;
    slot.job = undefined;
    this.wake(slot);
    if (job) outcome(job);
  }

  private wake(slot: Slot): void {
    const { taken } = slot;
    slot.taken = undefined;
    taken?.();
  }
}

/**
 * A job without its document and the promise of its outcome. Made apart from run(), so that no
 * closure keeps the document alive once the worker has its copy: a 50 000-row table is about
 * 100 MB in the main thread.
 */
function pendingJob(
  caller: string,
  signal: AbortSignal | undefined,
  cancel: (job: Job) => void,
): { job: Job; outcome: Promise<RenderOutcome> } {
  let settle!: Pick<Job, 'resolve' | 'reject'>;
  const outcome = new Promise<RenderOutcome>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const onAbort = () => cancel(job);
  // Settled either way, the job stops listening to the client's signal.
  const forget = () => signal?.removeEventListener('abort', onAbort);
  const job: Job = {
    caller,
    resolve: (result) => {
      forget();
      settle.resolve(result);
    },
    reject: (error) => {
      forget();
      settle.reject(error);
    },
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  return { job, outcome };
}

import type { TableRows } from '../../application/printing/ports/pdf-renderer.js';
import type { WorkerRequest } from './render-protocol.js';

/** The worker rendering a table, as its feeder sees it. */
export interface TableFeed {
  post(request: WorkerRequest): void;
  /** Resolves once the worker has taken the last batch, or its job is settled. */
  taken(): Promise<void>;
  /** False once the job is settled (cancelled, failed): the feeder stops. */
  current(): boolean;
  fail(error: Error): void;
}

/**
 * Hands a table's rows to its worker a batch at a time, the next once the worker has taken the
 * last, reading it meanwhile: the rows in flight are at most two batches, whatever the table's
 * size. Stops when the job is settled; a failure to read fails the job.
 */
export async function feedTable(feed: TableFeed, rows: TableRows): Promise<void> {
  const batches = rows[Symbol.asyncIterator]();
  let next = batches.next();
  let done = false;
  try {
    for (;;) {
      const batch = await next;
      if (!feed.current()) return;
      if (batch.done) {
        done = true;
        feed.post({ end: true });
        return;
      }
      const taken = feed.taken();
      feed.post({ rows: batch.value });
      next = batches.next();
      // Read while the worker plans: a failure is handled when the loop awaits it, not left
      // unhandled meanwhile (which would end the process).
      next.catch(() => undefined);
      await taken;
      if (!feed.current()) return;
    }
  } catch (error) {
    done = true;
    if (feed.current()) feed.fail(error instanceof Error ? error : new Error(String(error)));
  } finally {
    // Ends the read (a database walk) once the batch it is reading, if any, is in.
    if (!done) void next.then(() => batches.return?.()).catch(() => undefined);
  }
}

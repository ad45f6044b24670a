import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { renderDocument } from './render-document.js';
import type { RenderOutcome, WorkerReply, WorkerRequest } from './render-protocol.js';
import { TableRender } from './table-render.js';

// Entry point of a render worker thread (see RenderPool): one document at a time, one reply each;
// a table's rows come in batches, each answered with `taken` (render-protocol.ts).
if (!parentPort) throw new Error('render-worker runs as a worker thread only');
const port = parentPort;

/** The table whose rows are coming; none once it failed, so batches still on their way are dropped. */
let table: TableRender | undefined;

port.on('message', (request: WorkerRequest) => {
  if ('document' in request) {
    void reply(() => renderDocument(request.document));
    return;
  }
  if ('table' in request) {
    table = undefined;
    attempt(() => {
      table = new TableRender(request.table);
    });
    return;
  }
  const current = table;
  if (!current) return;
  if ('rows' in request) {
    if (attempt(() => current.add(request.rows))) port.postMessage({ taken: true } satisfies WorkerReply);
    return;
  }
  table = undefined;
  void reply(() => current.finish());
});

/** Runs a step of a table; a failure ends the table and is the document's answer. */
function attempt(step: () => void): boolean {
  try {
    step();
    return true;
  } catch (error) {
    table = undefined;
    send({ failure: failureOf(error) });
    return false;
  }
}

async function reply(render: () => Promise<RenderOutcome>): Promise<void> {
  let outcome: RenderOutcome | { failure: string };
  try {
    outcome = await render();
  } catch (error) {
    outcome = { failure: failureOf(error) };
  }
  send(outcome);
}

function send(outcome: RenderOutcome | { failure: string }): void {
  // The heap V8 holds on to, garbage included: it rarely gives it back to the system by itself.
  const reply: WorkerReply = { ...outcome, heapBytes: getHeapStatistics().total_heap_size };
  port.postMessage(reply, 'pdf' in reply ? [reply.pdf.buffer] : []);
}

function failureOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import { renderDocument } from './render-document.js';
import type { RenderOutcome, WorkerReply } from './render-protocol.js';

// Entry point of a render worker thread (see RenderPool): one document at a time, one reply each.
if (!parentPort) throw new Error('render-worker runs as a worker thread only');
const port = parentPort;

port.on('message', async (document: PrintDocument) => {
  let outcome: RenderOutcome | { failure: string };
  try {
    outcome = await renderDocument(document);
  } catch (error) {
    outcome = { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  // The heap V8 holds on to, garbage included: it rarely gives it back to the system by itself.
  const reply: WorkerReply = { ...outcome, heapBytes: getHeapStatistics().total_heap_size };
  port.postMessage(reply, 'pdf' in reply ? [reply.pdf.buffer] : []);
});

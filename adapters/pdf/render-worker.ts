import { parentPort } from 'node:worker_threads';
import type { PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import { renderDocument } from './render-document.js';
import type { WorkerReply } from './render-protocol.js';

// Entry point of a render worker thread (see RenderPool): one document at a time, one reply each.
if (!parentPort) throw new Error('render-worker runs as a worker thread only');
const port = parentPort;

port.on('message', async (document: PrintDocument) => {
  let reply: WorkerReply;
  try {
    reply = await renderDocument(document);
  } catch (error) {
    reply = { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply, 'pdf' in reply ? [reply.pdf.buffer] : []);
});

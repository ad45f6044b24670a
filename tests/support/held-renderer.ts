import type {
  PdfRenderer,
  PrintDocument,
  RenderRequest,
  TableRows,
} from '../../application/printing/ports/pdf-renderer.js';
import { signal } from './signal.js';

export interface HeldRenderer {
  /** Pass as the test app's `pdfRenderer`. */
  readonly renderer: PdfRenderer;
  /**
   * Resolves once a table is being rendered and cannot finish: its worker has taken the first
   * batch of rows, the second is on its way, and no further one comes until the render's
   * signal aborts (the client went away).
   */
  readonly rendering: Promise<void>;
}

/**
 * A renderer that hands documents to `inner` and holds a table's rows back after two batches
 * until its request's signal aborts, so a test cancels a render it knows to be under way
 * instead of guessing how long the render takes. Other layouts pass through.
 */
export function holdTableRows(inner: PdfRenderer): HeldRenderer {
  const started = signal();
  const renderer: PdfRenderer = {
    render(document: PrintDocument, request: RenderRequest = {}) {
      if (document.layout !== 'table') return inner.render(document, request);
      return inner.render(
        { ...document, rows: heldRows(document.rows, request.signal, started.fire) },
        request,
      );
    },
  };
  return { renderer, rendering: started.happened };
}

/**
 * The renderer asks for the third batch once its worker has taken the first (it reads one batch
 * ahead): that is where the rows stop until `signal` aborts, then end, closing the source.
 */
async function* heldRows(rows: TableRows, signal: AbortSignal | undefined, held: () => void): TableRows {
  let given = 0;
  for await (const batch of rows) {
    yield batch;
    given += 1;
    if (given === 2) {
      held();
      await aborted(signal);
      return;
    }
  }
}

function aborted(signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return Promise.reject(new Error('a held render needs a signal to end it'));
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

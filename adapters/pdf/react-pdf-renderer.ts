import { availableParallelism } from 'node:os';
import type {
  PdfRenderer,
  PrintDocument,
  RenderRequest,
} from '../../application/printing/ports/pdf-renderer.js';
import type { PrintQueueMetrics } from '../../application/shared/ports/metrics.js';
import { UnrenderableText } from '../../domain/printing/print.errors.js';
import { RenderPool } from './render-pool.js';

export interface ReactPdfRendererOptions {
  /** Documents rendered at the same time, one worker thread each; default min(2, cores). */
  readonly workers?: number;
  /** Documents that may wait for a worker before render() refuses with PrintingBusy; default 8. */
  readonly maxQueued?: number;
  /** Milliseconds after which an idle worker is stopped; default one minute. */
  readonly idleTimeoutMs?: number;
  /** Told the length of the queue of documents waiting for a worker. */
  readonly metrics?: PrintQueueMetrics;
  /** A worker is replaced after this many documents; default 50. */
  readonly documentsPerWorker?: number;
  /**
   * A worker whose heap is larger than this after a document is replaced; default 96 MiB. A
   * worker's heap is about 65 MiB after a one-page document, 130–170 MiB after a 50 000-row table.
   */
  readonly maxWorkerHeapBytes?: number;
  /** The most a worker's heap may grow to, in MiB; a document needing more fails; default 512. */
  readonly workerHeapLimitMb?: number;
}

/** PDFs with react-pdf and the bundled fonts (fonts.ts), rendered in worker threads. Call close() on shutdown. */
export class ReactPdfRenderer implements PdfRenderer {
  private readonly pool: RenderPool;

  constructor(options: ReactPdfRendererOptions = {}) {
    const workers = options.workers ?? Math.min(2, availableParallelism());
    const maxQueued = options.maxQueued ?? 8;
    const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
    if (!Number.isInteger(workers) || workers < 1)
      throw new RangeError(`workers must be ≥ 1, got ${workers}`);
    if (!Number.isInteger(maxQueued) || maxQueued < 0) {
      throw new RangeError(`maxQueued must be ≥ 0, got ${maxQueued}`);
    }
    this.pool = new RenderPool({
      workers,
      maxQueued,
      idleTimeoutMs,
      metrics: options.metrics,
      documentsPerWorker: options.documentsPerWorker ?? 50,
      maxWorkerHeapBytes: options.maxWorkerHeapBytes ?? 96 * 2 ** 20,
      workerHeapLimitMb: options.workerHeapLimitMb ?? 512,
    });
  }

  async render(document: PrintDocument, request: RenderRequest = {}): Promise<Uint8Array<ArrayBuffer>> {
    const outcome = await this.pool.run(document, request);
    if ('unrenderable' in outcome) throw new UnrenderableText(outcome.unrenderable);
    return outcome.pdf;
  }

  /** Stops the workers; documents still waiting or rendering are rejected. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

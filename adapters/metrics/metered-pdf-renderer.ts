import type {
  PdfRenderer,
  PrintDocument,
  RenderRequest,
} from '../../application/printing/ports/pdf-renderer.js';
import type { PrintMetrics, PrintOutcome } from '../../application/shared/ports/metrics.js';
import { PrintCancelled, PrintingBusy, UnrenderableText } from '../../domain/printing/print.errors.js';

function outcomeOf(error: unknown): PrintOutcome {
  if (error instanceof UnrenderableText) return 'unrenderable';
  if (error instanceof PrintingBusy) return 'busy';
  if (error instanceof PrintCancelled) return 'cancelled';
  return 'failed';
}

/**
 * Times every printout of whichever renderer it wraps (one the service owns, or one handed in
 * and shared), by layout and outcome, waiting in the renderer's queue included.
 */
export class MeteredPdfRenderer implements PdfRenderer {
  constructor(
    private readonly renderer: PdfRenderer,
    private readonly metrics: PrintMetrics,
  ) {}

  async render(document: PrintDocument, request?: RenderRequest): Promise<Uint8Array<ArrayBuffer>> {
    const { layout } = document;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const pdf = await this.renderer.render(document, request);
      this.metrics.printed(layout, 'ok', seconds());
      return pdf;
    } catch (error) {
      this.metrics.printed(layout, outcomeOf(error), seconds());
      throw error;
    }
  }
}

import type { Container } from 'inversify';
import { MeteredPdfRenderer } from '../adapters/metrics/metered-pdf-renderer.js';
import { ReactPdfRenderer } from '../adapters/pdf/react-pdf-renderer.js';
import type { PdfRenderer } from '../application/printing/ports/pdf-renderer.js';
import type { Metrics } from '../application/shared/ports/metrics.js';
import { TOKENS } from './tokens.js';

/**
 * One renderer for the whole service: its worker pool caps how many documents render at once,
 * whichever module prints. A renderer handed in (tests share one across many service
 * instances) belongs to the caller; the one made here is closed with the service. Either is
 * timed for the metrics; the queue of the one made here is watched too.
 */
export function bindPrinting(container: Container, metrics: Metrics, given?: PdfRenderer): PdfRenderer {
  if (given) {
    const metered = new MeteredPdfRenderer(given, metrics);
    container.bind(TOKENS.pdfRenderer).toConstantValue(metered);
    container.bind(TOKENS.closePrinting).toConstantValue(async () => {});
    return metered;
  }
  const owned = new ReactPdfRenderer({ metrics });
  const metered = new MeteredPdfRenderer(owned, metrics);
  container.bind(TOKENS.pdfRenderer).toConstantValue(metered);
  container.bind(TOKENS.closePrinting).toConstantValue(() => owned.close());
  return metered;
}

/** Stops the renderer's worker threads if the service made it; documents still rendering are rejected. */
export function closePrinting(container: Container): Promise<void> {
  return container.get<() => Promise<void>>(TOKENS.closePrinting)();
}

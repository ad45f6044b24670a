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
  const owned = given ? undefined : new ReactPdfRenderer({ metrics });
  container.bind(TOKENS.closePrinting).toConstantValue(async () => owned?.close());
  return new MeteredPdfRenderer(given ?? owned!, metrics);
}

/** Stops the renderer's worker threads if the service made it; documents still rendering are rejected. */
export function closePrinting(container: Container): Promise<void> {
  return container.get<() => Promise<void>>(TOKENS.closePrinting)();
}

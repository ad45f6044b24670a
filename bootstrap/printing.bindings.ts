import type { Container } from 'inversify';
import { ReactPdfRenderer } from '../adapters/pdf/react-pdf-renderer.js';
import type { PdfRenderer } from '../application/printing/ports/pdf-renderer.js';
import { TOKENS } from './tokens.js';

/**
 * One renderer for the whole service: its worker pool caps how many documents render at once,
 * whichever module prints. A renderer handed in (tests share one across many service
 * instances) belongs to the caller; the one made here is closed with the service.
 */
export function bindPrinting(container: Container, given?: PdfRenderer): PdfRenderer {
  if (given) {
    container.bind(TOKENS.pdfRenderer).toConstantValue(given);
    container.bind(TOKENS.closePrinting).toConstantValue(async () => {});
    return given;
  }
  const owned = new ReactPdfRenderer();
  container.bind(TOKENS.pdfRenderer).toConstantValue(owned);
  container.bind(TOKENS.closePrinting).toConstantValue(() => owned.close());
  return owned;
}

/** Stops the renderer's worker threads if the service made it; documents still rendering are rejected. */
export function closePrinting(container: Container): Promise<void> {
  return container.get<() => Promise<void>>(TOKENS.closePrinting)();
}

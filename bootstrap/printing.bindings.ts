import type { Container } from 'inversify';
import { ReactPdfRenderer } from '../adapters/pdf/react-pdf-renderer.js';
import { TOKENS } from './tokens.js';

/**
 * One renderer for the whole service: its worker pool caps how many documents render at once,
 * whichever module prints. The service closes it on shutdown (see service.ts).
 */
export function bindPrinting(container: Container): void {
  container.bind(TOKENS.pdfRenderer).toConstantValue(new ReactPdfRenderer());
}

/** Stops the renderer's worker threads; documents still rendering are rejected. */
export function closePrinting(container: Container): Promise<void> {
  return container.get<ReactPdfRenderer>(TOKENS.pdfRenderer).close();
}

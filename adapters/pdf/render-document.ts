import { renderToBuffer } from '@react-pdf/renderer';
import { badgesDocument } from './badges-document.js';
import { findUnrenderable, printedTexts } from './glyph-coverage.js';
import { recordsCanvasDocument } from './records-canvas-document.js';
import type { RenderOutcome, WholeDocument } from './render-protocol.js';

/**
 * Checks every character first, so a document no font can print is refused before any layout
 * work. Tables come apart, batch by batch (table-render.ts).
 */
export async function renderDocument(document: WholeDocument): Promise<RenderOutcome> {
  const unrenderable = findUnrenderable(printedTexts(document));
  if (unrenderable.length > 0) return { unrenderable };
  const element = document.layout === 'badges' ? badgesDocument(document) : recordsCanvasDocument(document);
  // A copy of its own (about a millisecond) that the worker can transfer instead of cloning.
  return { pdf: new Uint8Array(await renderToBuffer(element)) };
}

import { renderToBuffer } from '@react-pdf/renderer';
import { badgesDocument } from './badges-document.js';
import { findUnrenderable, printedTexts } from './glyph-coverage.js';
import { recordsPdf } from './records-pdf.js';
import type { RenderOutcome, WholeDocument } from './render-protocol.js';

/**
 * Checks every character first, so a document no font can print is refused before any layout
 * work. Records are painted straight into pdfkit, badges through react-pdf; tables come apart,
 * batch by batch (table-render.ts).
 */
export async function renderDocument(document: WholeDocument): Promise<RenderOutcome> {
  const unrenderable = findUnrenderable(printedTexts(document));
  if (unrenderable.length > 0) return { unrenderable };
  if (document.layout === 'records') return { pdf: await recordsPdf(document) };
  // A copy of its own (about a millisecond) that the worker can transfer instead of cloning.
  return { pdf: new Uint8Array(await renderToBuffer(badgesDocument(document))) };
}

import { renderToBuffer } from '@react-pdf/renderer';
import type { PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import { badgesDocument } from './badges-document.js';
import { registerReactPdfFonts } from './fonts.js';
import { findUnrenderable, type PrintedText, printedTexts } from './glyph-coverage.js';
import { recordsCanvasDocument } from './records-canvas-document.js';
import { recordsTextDocument } from './records-text-document.js';
import type { RenderOutcome } from './render-protocol.js';
import { tableCanvasDocument } from './table-canvas-document.js';

/** Characters of right-to-left scripts and the controls that open a right-to-left run. */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\u200f\u202b\u202e\u2067]/u;

/** Checks every character first, so a document the font cannot print is refused before any layout work. */
export async function renderDocument(document: PrintDocument): Promise<RenderOutcome> {
  const texts = printedTexts(document);
  const unrenderable = findUnrenderable(texts);
  if (unrenderable.length > 0) return { unrenderable };
  registerReactPdfFonts();
  const element =
    document.layout === 'badges'
      ? badgesDocument(document)
      : document.layout === 'table'
        ? tableCanvasDocument(document)
        : needsBidi(texts)
          ? recordsTextDocument(document)
          : recordsCanvasDocument(document);
  // A copy of its own (about a millisecond) that the worker can transfer instead of cloning.
  return { pdf: new Uint8Array(await renderToBuffer(element)) };
}

function needsBidi(texts: readonly PrintedText[]): boolean {
  return texts.some(({ text }) => RIGHT_TO_LEFT.test(text));
}

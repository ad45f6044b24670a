import { type Painter, rules, write } from './canvas-painter.js';
import { measureIn } from './measure.js';
import { writePdf } from './pdf-writer.js';
import { type PlannedPage, planRecordPages, RECORD_FRAME, type RecordsDocument } from './record-pages.js';
import { A4, TYPE } from './typography.js';

const FOOTER_TOP = A4.height - 40;

/**
 * The records layout. Lines are planned up front (record-pages.ts) and painted page by page
 * straight into pdfkit, as a table is (table-pdf.ts): plain runs set glyph by glyph as they were
 * measured, only the runs that need it shaped (glyph-text.ts), right-to-left lines put in order
 * by the bidirectional algorithm (canvas-painter.ts). Drawn on react-pdf Canvases, each line
 * went through pdfkit's text call, which shapes every word: with fallback fonts for every
 * script, most of the render.
 */
export function recordsPdf(document: RecordsDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pages = planRecordPages(document);
  const measureFooter = measureIn(TYPE.footer);
  return writePdf(document.title, (writer) => {
    pages.forEach((page, index) => {
      const painter = writer.addPage(A4);
      paintPage(painter, page);
      const footer = `Page ${index + 1} of ${pages.length}`;
      write(painter, TYPE.footer, footer, (A4.width - measureFooter(footer)) / 2, FOOTER_TOP);
    });
  });
}

function paintPage(painter: Painter, page: PlannedPage): void {
  for (const line of page.lines) {
    const top = RECORD_FRAME.top + line.top;
    write(painter, TYPE[line.role], line.text, RECORD_FRAME.left, top, RECORD_FRAME.width);
  }
  const tops = page.rules.map((top) => RECORD_FRAME.top + top);
  rules(painter, RECORD_FRAME.left, RECORD_FRAME.left + RECORD_FRAME.width, tops);
}

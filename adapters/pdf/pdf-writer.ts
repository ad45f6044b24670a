import PDFDocument from 'pdfkit';
import type { Painter } from './canvas-painter.js';
import { GlyphText } from './glyph-text.js';

/** Where a layout painted straight into pdfkit draws: a fresh painter per page. */
export interface PageWriter {
  addPage(size: { readonly width: number; readonly height: number }): Painter;
}

/**
 * A PDF painted page by page with pdfkit, react-pdf's own writer, set up as react-pdf sets it up
 * (compressed, the title shown), without building react-pdf's tree of every
 * page first. Fonts are opened by file, as on a react-pdf Canvas. The bytes come back in a
 * buffer of their own, ready to transfer out of the worker.
 */
export function writePdf(
  title: string,
  paint: (writer: PageWriter) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const document = new PDFDocument({
    compress: true,
    autoFirstPage: false,
    displayTitle: true,
    // The PDF says what made it: this writer is pdfkit, not react-pdf's tree.
    info: { Title: title, Creator: 'Task Service', Producer: 'pdfkit', CreationDate: new Date() },
  });
  const chunks: Uint8Array[] = [];
  const written = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    document.on('data', (chunk) => chunks.push(chunk));
    document.on('error', reject);
    document.on('end', () => resolve(joined(chunks)));
  });
  const glyphs = new GlyphText(document);
  paint({
    addPage: ({ width, height }) => {
      glyphs.flush();
      document.addPage({ size: [width, height], margin: 0 });
      return pagePainter(document, glyphs);
    },
  });
  glyphs.flush();
  document.end();
  return written;
}

/**
 * A painter of its own for each page, as react-pdf hands each Canvas: the painter's style cache
 * (canvas-painter.ts) then starts anew on every page, whose graphics state PDF starts anew too.
 */
function pagePainter(document: PDFDocument, glyphs: GlyphText): Painter {
  /** Any drawing but plain text first ends the open text object, keeping the painting order. */
  const draw = (operation: () => unknown): Painter => {
    glyphs.flush();
    operation();
    return painter;
  };
  const painter: Painter = {
    font(file) {
      document.font(file);
      return painter;
    },
    fontSize(size) {
      document.fontSize(size);
      return painter;
    },
    fillColor: (color) => draw(() => document.fillColor(color)),
    text(text, x, y, { shaped, features }) {
      if (features === undefined && !shaped && GlyphText.accepts(text)) glyphs.write(text, x, y);
      else glyphs.writeShaped(text, x, y, features !== undefined);
      return painter;
    },
    moveTo: (x, y) => draw(() => document.moveTo(x, y)),
    lineTo: (x, y) => draw(() => document.lineTo(x, y)),
    lineWidth: (width) => draw(() => document.lineWidth(width)),
    strokeColor: (color) => draw(() => document.strokeColor(color)),
    stroke: () => draw(() => document.stroke()),
    rect: (x, y, width, height) => draw(() => document.rect(x, y, width, height)),
    fill: (color) => draw(() => document.fill(color)),
    dash: (length, options) => draw(() => document.dash(length, options)),
    save: () => draw(() => document.save()),
    restore: () => draw(() => document.restore()),
  };
  return painter;
}

function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

import PDFDocument from 'pdfkit';
import type { Painter } from './canvas-painter.js';

/** Where a layout painted straight into pdfkit draws: a fresh painter per page. */
export interface PageWriter {
  addPage(size: { readonly width: number; readonly height: number }): Painter;
}

/**
 * A PDF painted page by page with pdfkit, react-pdf's own writer, set up as react-pdf sets it up
 * (compressed, the title shown, the same metadata), without building react-pdf's tree of every
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
    info: { Title: title, Creator: 'react-pdf', Producer: 'react-pdf', CreationDate: new Date() },
  });
  const chunks: Uint8Array[] = [];
  const written = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    document.on('data', (chunk) => chunks.push(chunk));
    document.on('error', reject);
    document.on('end', () => resolve(joined(chunks)));
  });
  paint({
    addPage: ({ width, height }) => {
      document.addPage({ size: [width, height], margin: 0 });
      return pagePainter(document);
    },
  });
  document.end();
  return written;
}

/**
 * A painter of its own for each page, as react-pdf hands each Canvas: the painter's style cache
 * (canvas-painter.ts) then starts anew on every page, whose graphics state PDF starts anew too.
 */
function pagePainter(document: PDFDocument): Painter {
  return {
    font(file) {
      document.font(file);
      return this;
    },
    fontSize(size) {
      document.fontSize(size);
      return this;
    },
    fillColor(color) {
      document.fillColor(color);
      return this;
    },
    text(text, x, y, options) {
      document.text(text, x, y, options);
      return this;
    },
    moveTo(x, y) {
      document.moveTo(x, y);
      return this;
    },
    lineTo(x, y) {
      document.lineTo(x, y);
      return this;
    },
    lineWidth(width) {
      document.lineWidth(width);
      return this;
    },
    strokeColor(color) {
      document.strokeColor(color);
      return this;
    },
    stroke() {
      document.stroke();
      return this;
    },
    rect(x, y, width, height) {
      document.rect(x, y, width, height);
      return this;
    },
    fill(color) {
      document.fill(color);
      return this;
    },
    dash(length, options) {
      document.dash(length, options);
      return this;
    },
    save() {
      document.save();
      return this;
    },
    restore() {
      document.restore();
      return this;
    },
  };
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

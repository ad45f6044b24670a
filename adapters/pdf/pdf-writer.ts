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
  let pages = 0;
  paint({
    addPage: ({ width, height }) => {
      pages += 1;
      if (pages % CACHE_CHECK_PAGES === 0) boundLayoutCaches(document);
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

/**
 * Words whose layout pdfkit may keep per font: about 20 MiB. The cache is checked every few
 * dozen pages: counting its words every 16 cost half a second in a table of 50 000 rows.
 */
const MAX_CACHED_WORDS = 20_000;
const CACHE_CHECK_PAGES = 64;

/**
 * pdfkit keeps the layout of every word it has written, per font, for the whole document; a
 * table of 50 000 rows with a code and a number of their own grew it to about 140 MiB of heap.
 * Once a font's cache holds more words than the bound it starts anew: the words a table
 * repeats (statuses, dates, common labels) are laid out again, once each. pdfkit has no public
 * way to bound it (its option only turns it off, which doubles the time), hence the private
 * field of the version pinned in package.json.
 */
function boundLayoutCaches(document: PDFDocument): void {
  const fonts = (document as unknown as { _fontFamilies: Record<string, { layoutCache?: object }> })
    ._fontFamilies;
  for (const font of Object.values(fonts)) {
    if (font.layoutCache && Object.keys(font.layoutCache).length > MAX_CACHED_WORDS) {
      font.layoutCache = Object.create(null);
    }
  }
}

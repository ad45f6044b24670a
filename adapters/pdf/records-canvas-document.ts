import { Canvas, Document, type DocumentProps, Page } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { FONT_FILES } from './fonts.js';
import { measureIn } from './measure.js';
import { type PlannedPage, planRecordPages, RECORD_FRAME, type RecordsDocument } from './record-pages.js';
import { A4, type TextStyle, TYPE } from './typography.js';

/** The pdfkit drawing calls react-pdf's Canvas hands to `paint` (untyped there). */
interface Painter {
  font(file: string): Painter;
  fontSize(size: number): Painter;
  fillColor(color: string): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: false }): Painter;
  moveTo(x: number, y: number): Painter;
  lineTo(x: number, y: number): Painter;
  lineWidth(width: number): Painter;
  strokeColor(color: string): Painter;
  stroke(): Painter;
}

/** A page that is one page-sized canvas needs no pagination; `wrap: false` skips it, a tenth of the time. */
const FULL_PAGE = { width: A4.width, height: A4.height } as const;
const FOOTER_TOP = A4.height - 40;

/**
 * The records layout for left-to-right text. Lines are planned up front and drawn with pdfkit's
 * text calls on one Canvas per page: with react-pdf's own text engine (textkit), which shapes,
 * breaks and paginates every run again, 1000 task pages took about 26 s of CPU instead of 2.5 s.
 */
export function recordsCanvasDocument(document: RecordsDocument): ReactElement<DocumentProps> {
  const pages = planRecordPages(document);
  const measureFooter = measureIn(TYPE.footer);
  return h(
    Document,
    { title: document.title },
    ...pages.map((page, index) => {
      const footer = `Page ${index + 1} of ${pages.length}`;
      const footerLeft = (A4.width - measureFooter(footer)) / 2;
      const paint = (painter: Painter): null => {
        paintPage(painter, page);
        write(painter, TYPE.footer, footer, footerLeft, FOOTER_TOP);
        return null;
      };
      return h(Page, { size: 'A4', wrap: false }, h(Canvas, { style: FULL_PAGE, paint }));
    }),
  );
}

function paintPage(painter: Painter, page: PlannedPage): void {
  for (const line of page.lines) {
    write(painter, TYPE[line.role], line.text, RECORD_FRAME.left, RECORD_FRAME.top + line.top);
  }
  for (const top of page.rules) {
    const y = RECORD_FRAME.top + top;
    painter
      .moveTo(RECORD_FRAME.left, y)
      .lineTo(RECORD_FRAME.left + RECORD_FRAME.width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  }
}

/** pdfkit keeps the font per file path, so switching fonts line by line costs a map look-up. */
function write(painter: Painter, style: TextStyle, text: string, left: number, top: number): void {
  painter
    .font(FONT_FILES[style.weight])
    .fontSize(style.size)
    .fillColor(style.color)
    .text(text, left, top, { lineBreak: false });
}

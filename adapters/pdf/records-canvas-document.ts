import { Canvas, Document, type DocumentProps, Page } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { type Painter, rule, write } from './canvas-painter.js';
import { measureIn } from './measure.js';
import { type PlannedPage, planRecordPages, RECORD_FRAME, type RecordsDocument } from './record-pages.js';
import { A4, TYPE } from './typography.js';

/** A page that is one page-sized canvas needs no pagination; `wrap: false` skips it, a tenth of the time. */
const FULL_PAGE = { width: A4.width, height: A4.height } as const;
const FOOTER_TOP = A4.height - 40;

/**
 * The records layout. Lines are planned up front and drawn with pdfkit's text calls on one
 * Canvas per page, right-to-left lines put in order by the bidirectional algorithm
 * (canvas-painter.ts): with react-pdf's own text engine (textkit), which shapes, breaks and
 * paginates every run again, 1000 task pages took about 26 s of CPU instead of 2.5 s.
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
    const top = RECORD_FRAME.top + line.top;
    write(painter, TYPE[line.role], line.text, RECORD_FRAME.left, top, RECORD_FRAME.width);
  }
  for (const top of page.rules) {
    rule(painter, RECORD_FRAME.left, RECORD_FRAME.left + RECORD_FRAME.width, RECORD_FRAME.top + top);
  }
}

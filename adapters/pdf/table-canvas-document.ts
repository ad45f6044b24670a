import { Canvas, Document, type DocumentProps, Page } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { band, type Painter, rule, write } from './canvas-painter.js';
import { measureIn } from './measure.js';
import {
  CELL_PADDING,
  type PlannedRow,
  planTablePages,
  TABLE_FRAME,
  type TableDocument,
  type TablePlan,
} from './table-pages.js';
import { A4_LANDSCAPE, type TextStyle, TYPE } from './typography.js';

const FULL_PAGE = { width: A4_LANDSCAPE.width, height: A4_LANDSCAPE.height } as const;
const FOOTER_TOP = A4_LANDSCAPE.height - 36;
const HEADER_BAND = '#e8e8e8';
const ROW_RULE = '#cccccc';

/**
 * A row per record on landscape pages, drawn like the records layout: lines planned up front,
 * painted with pdfkit's text calls on one Canvas per page. Tens of thousands of rows as
 * react-pdf Views and Texts would take minutes and gigabytes.
 */
export function tableCanvasDocument(document: TableDocument): ReactElement<DocumentProps> {
  const plan = planTablePages(document);
  const measureFooter = measureIn(TYPE.footer);
  return h(
    Document,
    { title: document.title },
    ...plan.pages.map((page, index) => {
      const footer = `Page ${index + 1} of ${plan.pages.length}`;
      const paint = (painter: Painter): null => {
        for (const line of page.header) {
          write(painter, TYPE[line.role], line.text, TABLE_FRAME.left, TABLE_FRAME.top + line.top);
        }
        if (page.columnsTop !== undefined) {
          paintHeaderRow(painter, plan, TABLE_FRAME.top + page.columnsTop);
          for (const row of page.rows) paintRow(painter, plan, row, TYPE.cell);
        }
        write(painter, TYPE.footer, footer, (A4_LANDSCAPE.width - measureFooter(footer)) / 2, FOOTER_TOP);
        return null;
      };
      return h(
        Page,
        { size: 'A4', orientation: 'landscape', wrap: false },
        h(Canvas, { style: FULL_PAGE, paint }),
      );
    }),
  );
}

function paintHeaderRow(painter: Painter, plan: TablePlan, top: number): void {
  band(painter, TABLE_FRAME.left, top, TABLE_FRAME.width, plan.headerHeight, HEADER_BAND);
  paintCells(painter, plan, plan.headerCells, top, TYPE.columnHeader);
}

function paintRow(painter: Painter, plan: TablePlan, row: PlannedRow, style: TextStyle): void {
  const top = TABLE_FRAME.top + row.top;
  paintCells(painter, plan, row.cells, top, style);
  rule(painter, TABLE_FRAME.left, TABLE_FRAME.left + TABLE_FRAME.width, top + row.height, ROW_RULE);
}

function paintCells(
  painter: Painter,
  plan: TablePlan,
  cells: readonly (readonly string[])[],
  top: number,
  style: TextStyle,
): void {
  cells.forEach((lines, index) => {
    const left = TABLE_FRAME.left + plan.columns[index]!.left + CELL_PADDING.x;
    lines.forEach((text, line) => {
      if (text !== '') write(painter, style, text, left, top + CELL_PADDING.y + line * style.leading);
    });
  });
}

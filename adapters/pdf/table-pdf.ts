import { band, type Painter, rules, write } from './canvas-painter.js';
import { measureIn } from './measure.js';
import { writePdf } from './pdf-writer.js';
import { CELL_PADDING, type PlacedRow, placeRows, TABLE_FRAME, type TablePlan } from './table-pages.js';
import { A4_LANDSCAPE, type TextStyle, TYPE } from './typography.js';

const FOOTER_TOP = A4_LANDSCAPE.height - 36;
const HEADER_BAND = '#e8e8e8';
const ROW_RULE = '#cccccc';

/**
 * A row per record on landscape pages, drawn like the records layout: lines planned up front
 * (TablePlanner), painted with pdfkit's text calls page by page, straight into the PDF. A
 * react-pdf tree of thousands of pages, each a Canvas, held every page in memory until the end.
 */
export function tablePdf(plan: TablePlan, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const measureFooter = measureIn(TYPE.footer);
  return writePdf(title, (writer) => {
    plan.pages.forEach((page, index) => {
      const painter = writer.addPage(A4_LANDSCAPE);
      for (const line of page.header) {
        const top = TABLE_FRAME.top + line.top;
        write(painter, TYPE[line.role], line.text, TABLE_FRAME.left, top, TABLE_FRAME.width);
      }
      if (page.columnsTop !== undefined) {
        paintHeaderRow(painter, plan, TABLE_FRAME.top + page.columnsTop);
        paintRows(painter, plan, placeRows(plan, page));
      }
      const footer = `Page ${index + 1} of ${plan.pages.length}`;
      write(painter, TYPE.footer, footer, (A4_LANDSCAPE.width - measureFooter(footer)) / 2, FOOTER_TOP);
    });
  });
}

function paintHeaderRow(painter: Painter, plan: TablePlan, top: number): void {
  band(painter, TABLE_FRAME.left, top, TABLE_FRAME.width, plan.headerHeight, HEADER_BAND);
  paintCells(painter, plan, plan.headerCells, top, TYPE.columnHeader);
}

/** The rows' text, then the rules under them in one path: the rules cross no text. */
function paintRows(painter: Painter, plan: TablePlan, rows: Iterable<PlacedRow>): void {
  const bottoms: number[] = [];
  for (const row of rows) {
    const top = TABLE_FRAME.top + row.top;
    paintCells(painter, plan, row.cells, top, TYPE.cell);
    bottoms.push(top + row.height);
  }
  rules(painter, TABLE_FRAME.left, TABLE_FRAME.left + TABLE_FRAME.width, bottoms, ROW_RULE);
}

function paintCells(
  painter: Painter,
  plan: TablePlan,
  cells: readonly (readonly string[])[],
  top: number,
  style: TextStyle,
): void {
  cells.forEach((lines, index) => {
    const column = plan.columns[index]!;
    const left = TABLE_FRAME.left + column.left + CELL_PADDING.x;
    const width = column.width - 2 * CELL_PADDING.x;
    lines.forEach((text, line) => {
      if (text !== '') write(painter, style, text, left, top + CELL_PADDING.y + line * style.leading, width);
    });
  });
}

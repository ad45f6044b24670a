import type { PrintDocument, TableColumn } from '../../application/printing/ports/pdf-renderer.js';
import { needsBidi, SHAPING_ALLOWANCE } from './bidi.js';
import { type Measure, measureIn } from './measure.js';
import { breakLines } from './text-lines.js';
import { A4_LANDSCAPE, TYPE } from './typography.js';

export type TableDocument = Extract<PrintDocument, { layout: 'table' }>;

/** The area the header and rows go in, on a landscape page; the footer sits in the bottom margin. */
export const TABLE_FRAME = {
  left: 36,
  top: 36,
  width: A4_LANDSCAPE.width - 72,
  height: A4_LANDSCAPE.height - 36 - 56,
} as const;

/** Space between a cell's text and its neighbours. */
export const CELL_PADDING = { x: 4, y: 3 } as const;
/** A wrapped cell stops there with an ellipsis, so one row never outgrows a page. */
const MAX_CELL_LINES = 12;
const MAX_EXCERPT_LINES = 2;
const ELLIPSIS = '…';
const GAP_AFTER_HEADER = 14;

export interface ColumnBox {
  readonly label: string;
  /** From the frame's left edge, in points. */
  readonly left: number;
  readonly width: number;
}

export interface PlannedRow {
  /** From the top of the frame, in points. */
  readonly top: number;
  readonly height: number;
  /** Per column, its lines. */
  readonly cells: readonly (readonly string[])[];
}

export interface TablePage {
  /** Lines of the document header (first page only), each with its top. */
  readonly header: readonly {
    readonly role: 'title' | 'subtitle' | 'value';
    readonly text: string;
    readonly top: number;
  }[];
  /** Where the column header row starts; undefined on an empty document. */
  readonly columnsTop: number | undefined;
  readonly rows: PlannedRow[];
}

export interface TablePlan {
  readonly columns: readonly ColumnBox[];
  /** The column header row's lines per column, and its height. */
  readonly headerCells: readonly (readonly string[])[];
  readonly headerHeight: number;
  readonly pages: readonly TablePage[];
}

/** The columns' boxes: the frame's width shared out by weight. */
export function layoutColumns(columns: readonly TableColumn[], width: number): ColumnBox[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  let left = 0;
  return columns.map((column) => {
    const box = { label: column.label, left, width: (width * column.weight) / total };
    left += box.width;
    return box;
  });
}

/**
 * A cell's lines within `width`: wrapped at spaces (long words broken between characters), and
 * cut to `maxLines` with an ellipsis that fits on the last one.
 */
export function cellLines(text: string, width: number, maxLines: number, measure: Measure): string[] {
  const lines = breakLines(text, width, measure);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!.trimEnd();
  const characters = [...last];
  while (characters.length > 0 && measure(`${last}${ELLIPSIS}`) > width) {
    characters.pop();
    last = characters.join('').trimEnd();
  }
  kept[maxLines - 1] = `${last}${ELLIPSIS}`;
  return kept;
}

/** Pages of rows, planned before drawing so every "Page n of m" is known; the column header repeats on each. */
export function planTablePages(document: TableDocument): TablePlan {
  const columns = layoutColumns(document.columns, TABLE_FRAME.width);
  const measureCell = measureIn(TYPE.cell);
  const measureHeader = measureIn(TYPE.columnHeader);
  const header: TablePage['header'][number][] = [];
  let top = 0;
  const line = (role: 'title' | 'subtitle' | 'value', text: string) => {
    for (const piece of breakLines(text, TABLE_FRAME.width, measureIn(TYPE[role]))) {
      header.push({ role, text: piece, top });
      top += TYPE[role].leading;
    }
  };
  line('title', document.title);
  line('subtitle', document.subtitle);
  top += GAP_AFTER_HEADER;
  const headerCells = columns.map((column) =>
    cellLines(column.label, column.width - 2 * CELL_PADDING.x, 2, measureHeader),
  );
  const headerHeight = rowHeight(headerCells, TYPE.columnHeader.leading);
  if (document.rows.length === 0) {
    line('value', document.emptyMessage);
    return { columns, headerCells, headerHeight, pages: [{ header, columnsTop: undefined, rows: [] }] };
  }
  const pages: TablePage[] = [{ header, columnsTop: top, rows: [] }];
  top += headerHeight;
  for (const row of document.rows) {
    const cells = columns.map((column, index) => {
      const excerpt = document.columns[index]!.excerpt === true;
      // An excerpt is a glimpse of the text: its line breaks would only waste its two lines.
      const text = excerpt ? (row.cells[index] ?? '').replace(/\s+/g, ' ') : (row.cells[index] ?? '');
      // Shaped right-to-left text may come out a little wider than its characters' advances.
      const width = (column.width - 2 * CELL_PADDING.x) * (needsBidi(text) ? SHAPING_ALLOWANCE : 1);
      return cellLines(text, width, excerpt ? MAX_EXCERPT_LINES : MAX_CELL_LINES, measureCell);
    });
    const height = rowHeight(cells, TYPE.cell.leading);
    if (top + height > TABLE_FRAME.height && pages.at(-1)!.rows.length > 0) {
      pages.push({ header: [], columnsTop: 0, rows: [] });
      top = headerHeight;
    }
    pages.at(-1)!.rows.push({ top, height, cells });
    top += height;
  }
  return { columns, headerCells, headerHeight, pages };
}

export function rowHeight(cells: readonly (readonly string[])[], leading: number): number {
  const lines = Math.max(1, ...cells.map((cell) => cell.length));
  return lines * leading + 2 * CELL_PADDING.y;
}

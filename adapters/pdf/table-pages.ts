import type { PrintDocument, TableColumn, TableRow } from '../../application/printing/ports/pdf-renderer.js';
import { needsBidi, SHAPING_ALLOWANCE } from './bidi.js';
import { type Measure, measureIn } from './measure.js';
import { breakLines, markLine, readLine } from './text-lines.js';
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

/**
 * A planned row as compact as it can be kept for tens of thousands of rows: per column, its lines
 * (text-lines.ts, marked when right-to-left) joined by newlines (a planned line never holds one)
 * into one flat string.
 */
export type PlannedRow = readonly string[];

/** A row as it is drawn: where, how high, and each cell's lines. */
export interface PlacedRow {
  /** From the top of the frame, in points. */
  readonly top: number;
  readonly height: number;
  readonly cells: readonly (readonly string[])[];
}

export interface HeaderLine {
  readonly role: 'title' | 'subtitle' | 'value';
  readonly text: string;
  readonly top: number;
}

export interface TablePage {
  /** Lines of the document header (first page only), each with its top. */
  readonly header: readonly HeaderLine[];
  /** Where the column header row starts; undefined on an empty document. */
  readonly columnsTop: number | undefined;
  /** The page's rows, in order. */
  readonly rows: readonly PlannedRow[];
}

export interface TablePlan {
  readonly columns: readonly ColumnBox[];
  /** The column header row's lines per column, and its height. */
  readonly headerCells: readonly (readonly string[])[];
  readonly headerHeight: number;
  readonly pages: readonly TablePage[];
}

/** What a table is before its rows: every text but the cells. */
export type TableHead = Omit<TableDocument, 'rows'>;

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
  const { text: lastLine, rightToLeft } = readLine(kept[maxLines - 1]!);
  let last = lastLine.trimEnd();
  const pieces = Array.from(graphemes.segment(last), ({ segment }) => segment);
  while (pieces.length > 0 && measure(`${last}${ELLIPSIS}`) > width) {
    pieces.pop();
    last = pieces.join('').trimEnd();
  }
  kept[maxLines - 1] = markLine(`${last}${ELLIPSIS}`, rightToLeft);
  return kept;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Pages of rows, planned batch by batch as the rows come, before anything is drawn, so every
 * "Page n of m" is known; the column header repeats on each page. Only the rows' lines are kept,
 * compact (PlannedRow): a row's top and height follow from its lines when it is drawn (placeRows).
 */
export class TablePlanner {
  private readonly columns: readonly ColumnBox[];
  private readonly headerCells: readonly (readonly string[])[];
  private readonly headerHeight: number;
  private readonly header: HeaderLine[] = [];
  private readonly pages: { header: readonly HeaderLine[]; columnsTop: number; rows: PlannedRow[] }[];
  private readonly measureCell = measureIn(TYPE.cell);
  private top = 0;

  constructor(private readonly head: TableHead) {
    this.columns = layoutColumns(head.columns, TABLE_FRAME.width);
    const measureHeader = measureIn(TYPE.columnHeader);
    this.line('title', head.title);
    this.line('subtitle', head.subtitle);
    this.top += GAP_AFTER_HEADER;
    this.headerCells = this.columns.map((column) =>
      cellLines(column.label, column.width - 2 * CELL_PADDING.x, 2, measureHeader),
    );
    this.headerHeight = rowHeight(this.headerCells, TYPE.columnHeader.leading);
    this.pages = [{ header: this.header, columnsTop: this.top, rows: [] }];
    this.top += this.headerHeight;
  }

  add(rows: readonly TableRow[]): void {
    for (const row of rows) {
      const cells = this.cells(row);
      const height = rowHeight(cells, TYPE.cell.leading);
      if (this.top + height > TABLE_FRAME.height && this.pages.at(-1)!.rows.length > 0) {
        this.pages.push({ header: [], columnsTop: 0, rows: [] });
        this.top = this.headerHeight;
      }
      this.pages.at(-1)!.rows.push(cells.map((lines) => lines.join('\n')));
      this.top += height;
    }
  }

  /** The plan; a table without rows is its header and the empty message. */
  finish(): TablePlan {
    const { columns, headerCells, headerHeight } = this;
    if (this.pages.length === 1 && this.pages[0]!.rows.length === 0) {
      this.top = this.pages[0]!.columnsTop;
      this.line('value', this.head.emptyMessage);
      return {
        columns,
        headerCells,
        headerHeight,
        pages: [{ header: this.header, columnsTop: undefined, rows: [] }],
      };
    }
    return { columns, headerCells, headerHeight, pages: this.pages };
  }

  private line(role: HeaderLine['role'], text: string): void {
    for (const piece of breakLines(text, TABLE_FRAME.width, measureIn(TYPE[role]))) {
      this.header.push({ role, text: piece, top: this.top });
      this.top += TYPE[role].leading;
    }
  }

  private cells(row: TableRow): string[][] {
    return this.columns.map((column, index) => {
      const excerpt = this.head.columns[index]!.excerpt === true;
      // An excerpt is a glimpse of the text: its line breaks would only waste its two lines.
      const text = excerpt ? (row.cells[index] ?? '').replace(/\s+/g, ' ') : (row.cells[index] ?? '');
      // Shaped right-to-left text may come out a little wider than its characters' advances.
      const width = (column.width - 2 * CELL_PADDING.x) * (needsBidi(text) ? SHAPING_ALLOWANCE : 1);
      return cellLines(text, width, excerpt ? MAX_EXCERPT_LINES : MAX_CELL_LINES, this.measureCell);
    });
  }
}

/** A page's rows where they are drawn: each below the one before, the first below the column row. */
export function* placeRows(plan: TablePlan, page: TablePage): Generator<PlacedRow> {
  let top = (page.columnsTop ?? 0) + plan.headerHeight;
  for (const row of page.rows) {
    const cells = row.map((cell) => cell.split('\n'));
    const height = rowHeight(cells, TYPE.cell.leading);
    yield { top, height, cells };
    top += height;
  }
}

export function rowHeight(cells: readonly (readonly string[])[], leading: number): number {
  const lines = Math.max(1, ...cells.map((cell) => cell.length));
  return lines * leading + 2 * CELL_PADDING.y;
}

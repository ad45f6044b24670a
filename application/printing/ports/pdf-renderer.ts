/**
 * A printout described without fonts or coordinates; the adapter lays it out.
 * Texts are printed exactly as given: an adapter that cannot render a character
 * rejects the whole document (UnrenderableText, 422) instead of substituting it.
 */
export interface PrintField {
  readonly label: string;
  readonly value: string;
}

/** One record: starts on a new page; long values wrap onto further pages. */
export interface RecordSheet {
  /** The first page's heading, e.g. "Task ABC-1"; continuation pages add "(continued)". */
  readonly heading: string;
  /** Names the record in messages, e.g. "Task ABC-1 (ID 42)". */
  readonly reference: string;
  readonly fields: readonly PrintField[];
}

/** A column of the table layout. */
export interface TableColumn {
  readonly label: string;
  /** The column's share of the row's width, relative to the other columns'. */
  readonly weight: number;
  /** An excerpt is cut short with an ellipsis instead of wrapped whole. */
  readonly excerpt?: boolean;
}

/** One record as a table row: a cell per column. */
export interface TableRow {
  readonly reference: string;
  readonly cells: readonly string[];
}

/**
 * A table's rows in print order, a batch at a time: the renderer asks for the next batch when it
 * has taken the last, so neither the records nor the whole table are ever held at once.
 */
export type TableRows = AsyncIterable<readonly TableRow[]>;

/** One badge of a sheet of eight (2 × 4 on A4). */
export interface BadgeCard {
  readonly title: string;
  readonly name: string;
  readonly company: string | null;
}

interface RecordsHeader {
  /** E.g. "Tasks": the heading of the first page and the document's metadata title. */
  readonly title: string;
  /** Under the title on the first page, e.g. "3 tasks · printed 24 Nov 2026, 16:18 UTC by alice". */
  readonly subtitle: string;
  /** Printed alone when there are no records, e.g. "There are no tasks." */
  readonly emptyMessage: string;
}

export type PrintDocument =
  | (RecordsHeader & { readonly layout: 'records'; readonly records: readonly RecordSheet[] })
  | (RecordsHeader & {
      readonly layout: 'table';
      readonly columns: readonly TableColumn[];
      readonly rows: TableRows;
    })
  | {
      readonly layout: 'badges';
      readonly title: string;
      readonly emptyMessage: string;
      readonly badges: readonly BadgeCard[];
    };

/** Who a document is printed for, and when to give up on it. */
export interface RenderRequest {
  /** Aborts when the client goes away. */
  readonly signal?: AbortSignal;
  /** Whose document it is: documents waiting to render take turns by caller. */
  readonly caller?: string;
}

export interface PdfRenderer {
  /**
   * The PDF bytes. Throws UnrenderableText when any text holds a character no bundled font
   * has a glyph for, PrintingBusy when too many documents are waiting to be rendered, and
   * PrintCancelled once `signal` aborts: waiting or rendering, the document is dropped at once.
   */
  render(document: PrintDocument, request?: RenderRequest): Promise<Uint8Array<ArrayBuffer>>;
}

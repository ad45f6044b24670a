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
  readonly heading: string;
  readonly fields: readonly PrintField[];
}

/** One badge of a sheet of eight (2 × 4 on A4). */
export interface BadgeCard {
  readonly title: string;
  readonly name: string;
  readonly company: string | null;
}

export type PrintDocument =
  | {
      readonly layout: 'records';
      readonly title: string;
      /** Printed alone when there are no records, e.g. "There are no tasks." */
      readonly emptyMessage: string;
      readonly records: readonly RecordSheet[];
    }
  | {
      readonly layout: 'badges';
      readonly title: string;
      readonly emptyMessage: string;
      readonly badges: readonly BadgeCard[];
    };

export interface PdfRenderer {
  /**
   * The PDF bytes. Throws UnrenderableText when any text holds a character the font has
   * no glyph for, PrintingBusy when too many documents are waiting to be rendered, and
   * PrintCancelled once `signal` aborts: waiting or rendering, the document is dropped at once.
   */
  render(document: PrintDocument, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>>;
}

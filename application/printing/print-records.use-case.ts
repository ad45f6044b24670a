import { PrintTooLarge } from '../../domain/printing/print.errors.js';
import type { Archivable } from '../../domain/records/archivable.js';
import { compareCodePoints } from '../../domain/shared/code-order.js';
import { type RecordKind, RecordNotFound, RecordsNotFound } from '../../domain/shared/record.errors.js';
import type { ArchivableRepository } from '../records/ports/archivable.repository.js';
import type { Clock } from '../shared/ports/clock.js';
import type { PdfRenderer, TableRows } from './ports/pdf-renderer.js';
import { counted, printedInstant } from './print-format.js';
import { type RecordPrintout, recordSheet, tableRow } from './record-printout.js';

type Printable = { readonly label: string; readonly description: string | null };

/** A page per record, or a row per record in a table. */
export type PrintLayout = 'record' | 'table';

/** The most records one document may hold, per layout (docs/api/printing.md#size-limits). */
export type PrintSizeLimits = Readonly<Record<PrintLayout, number>>;

export interface PrintRequest {
  readonly layout: PrintLayout;
  /** Printed in the document header: who asked for it. */
  readonly printedBy: string;
  /** Aborts when the client goes away: the render stops (PrintCancelled). */
  readonly signal?: AbortSignal;
  /** Whose printout it is: printouts waiting to render take turns by caller. */
  readonly caller?: string;
}

export interface PrintRecordsDeps<F> {
  readonly records: ArchivableRepository<F>;
  /** Active records of the kind, counted without reading them. */
  readonly countActive: () => Promise<number>;
  readonly kind: RecordKind;
  readonly printout: RecordPrintout<F>;
  readonly renderer: PdfRenderer;
  readonly clock: Clock;
  readonly limits: PrintSizeLimits;
}

/** Records read and handed to the renderer at a time in the table layout, which walks them all. */
export const PRINT_BATCH_SIZE = 1000;

/**
 * PDF printouts of active records (docs/api/printing.md#record-printouts): one, all, or a selection, always ordered by
 * code. Archived rows are never printed; a selection naming any ID that is not an active
 * record fails whole (404) rather than silently leaving it out. A document above its layout's
 * size limit is refused (413) before its records are read. A table of every record is read
 * batch by batch as the renderer takes the rows, so the records are never all held at once.
 */
export class PrintRecordsUseCase<F extends Printable> {
  constructor(private readonly deps: PrintRecordsDeps<F>) {}

  async one(id: number, request: PrintRequest): Promise<Uint8Array<ArrayBuffer>> {
    const record = await this.deps.records.findById(id);
    if (!record) throw new RecordNotFound(this.deps.kind, id);
    return this.render([record], request);
  }

  async all(request: PrintRequest): Promise<Uint8Array<ArrayBuffer>> {
    const count = await this.deps.countActive();
    this.checkSize(count, request.layout);
    if (request.layout === 'table') {
      return this.renderTable(count, this.deps.records.streamActive(PRINT_BATCH_SIZE), request);
    }
    return this.render(await this.deps.records.listActive(), request);
  }

  /** `ids` are validated at the edge (1 to 1000 positive IDs); duplicates print once. */
  async selected(ids: readonly number[], request: PrintRequest): Promise<Uint8Array<ArrayBuffer>> {
    const wanted = [...new Set(ids)];
    const found = await this.deps.records.findActiveByIds(wanted);
    const foundIds = new Set(found.map((record) => record.id));
    const missing = wanted.filter((id) => !foundIds.has(id));
    if (missing.length > 0) throw new RecordsNotFound(this.deps.kind, missing);
    this.checkSize(found.length, request.layout);
    found.sort((a, b) => compareCodePoints(a.code, b.code));
    return this.render(found, request);
  }

  private checkSize(count: number, layout: PrintLayout): void {
    const limit = this.deps.limits[layout];
    if (count > limit) throw new PrintTooLarge(count, limit, layout);
  }

  /** Records already read, in print order. */
  private async render(records: readonly Archivable<F>[], request: PrintRequest) {
    if (request.layout === 'table') return this.renderTable(records.length, oneBatch(records), request);
    const { printout, renderer } = this.deps;
    const view = await printout.viewer()(records);
    return renderer.render(
      {
        ...this.header(records.length, request),
        layout: 'records',
        records: records.map((record) => recordSheet(printout, view, record)),
      },
      { signal: request.signal, caller: request.caller },
    );
  }

  /** `count` records coming in `batches`, each made into rows when the renderer asks for it. */
  private renderTable(
    count: number,
    batches: AsyncIterable<readonly Archivable<F>[]>,
    request: PrintRequest,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const { printout, renderer } = this.deps;
    return renderer.render(
      {
        ...this.header(count, request),
        layout: 'table',
        columns: printout.columns,
        rows: tableRows(printout, batches),
      },
      { signal: request.signal, caller: request.caller },
    );
  }

  private header(count: number, request: PrintRequest) {
    const { printout, clock } = this.deps;
    return {
      title: printout.title,
      subtitle: `${counted(count, printout.counted.one, printout.counted.many)} · printed ${printedInstant(clock.now())} by ${request.printedBy}`,
      emptyMessage: printout.emptyMessage,
    };
  }
}

async function* tableRows<F extends Printable>(
  printout: RecordPrintout<F>,
  batches: AsyncIterable<readonly Archivable<F>[]>,
): TableRows {
  const viewer = printout.viewer();
  for await (const records of batches) {
    const view = await viewer(records);
    yield records.map((record) => tableRow(printout, view, record));
  }
}

async function* oneBatch<T>(items: readonly T[]): AsyncIterable<readonly T[]> {
  if (items.length > 0) yield items;
}

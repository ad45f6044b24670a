import type { Archivable } from '../../domain/archivable/archivable.js';
import { PrintTooLarge } from '../../domain/printing/print.errors.js';
import { compareCodePoints } from '../../domain/shared/code-order.js';
import { type RecordKind, RecordNotFound, RecordsNotFound } from '../../domain/shared/record.errors.js';
import type { ArchivableRepository } from '../archivable/ports/archivable.repository.js';
import type { Clock } from '../shared/ports/clock.js';
import type { PdfRenderer, PrintDocument } from './ports/pdf-renderer.js';
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

/**
 * PDF printouts of active records (docs/api/printing.md#record-printouts): one, all, or a selection, always ordered by
 * code. Archived rows are never printed; a selection naming any ID that is not an active
 * record fails whole (404) rather than silently leaving it out. A document above its layout's
 * size limit is refused (413) before its records are read.
 */
export class PrintRecordsUseCase<F extends Printable> {
  constructor(private readonly deps: PrintRecordsDeps<F>) {}

  async one(id: number, request: PrintRequest): Promise<Uint8Array<ArrayBuffer>> {
    const record = await this.deps.records.findActive(id);
    if (!record) throw new RecordNotFound(this.deps.kind, id);
    return this.render([record], request);
  }

  async all(request: PrintRequest): Promise<Uint8Array<ArrayBuffer>> {
    this.checkSize(await this.deps.countActive(), request.layout);
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
    return this.render(
      found.sort((a, b) => compareCodePoints(a.code, b.code)),
      request,
    );
  }

  private checkSize(count: number, layout: PrintLayout): void {
    const limit = this.deps.limits[layout];
    if (count > limit) throw new PrintTooLarge(count, limit, layout);
  }

  private async render(records: readonly Archivable<F>[], request: PrintRequest) {
    const { printout, clock, renderer } = this.deps;
    const view = await printout.view(records);
    const header = {
      title: printout.title,
      subtitle: `${counted(records.length, printout.counted.one, printout.counted.many)} · printed ${printedInstant(clock.now())} by ${request.printedBy}`,
      emptyMessage: printout.emptyMessage,
    };
    const document: PrintDocument =
      request.layout === 'table'
        ? {
            ...header,
            layout: 'table',
            columns: printout.columns,
            rows: records.map((record) => tableRow(printout, view, record)),
          }
        : {
            ...header,
            layout: 'records',
            records: records.map((record) => recordSheet(printout, view, record)),
          };
    return renderer.render(document, { signal: request.signal, caller: request.caller });
  }
}

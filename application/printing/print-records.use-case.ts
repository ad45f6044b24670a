import type { Archivable } from '../../domain/archivable/archivable.js';
import { compareCodePoints } from '../../domain/shared/code-order.js';
import { type RecordKind, RecordNotFound, RecordsNotFound } from '../../domain/shared/record.errors.js';
import type { ArchivableRepository } from '../archivable/ports/archivable.repository.js';
import type { PdfRenderer } from './ports/pdf-renderer.js';
import { type RecordPrintout, recordSheet } from './record-printout.js';

type Printable = { readonly label: string; readonly description: string | null };

/**
 * PDF printouts of active records (docs/api/printing.md#record-printouts): one, all, or a selection, always ordered by
 * code. Archived rows are never printed; a selection naming any ID that is not an active
 * record fails whole (404) rather than silently leaving it out. `signal` aborts when the
 * client goes away: the render stops (PrintCancelled).
 */
export class PrintRecordsUseCase<F extends Printable> {
  constructor(
    private readonly records: ArchivableRepository<F>,
    private readonly kind: RecordKind,
    private readonly printout: RecordPrintout<F>,
    private readonly renderer: PdfRenderer,
  ) {}

  async one(id: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
    const record = await this.records.findActive(id);
    if (!record) throw new RecordNotFound(this.kind, id);
    return this.render([record], signal);
  }

  async all(signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
    return this.render(await this.records.listActive(), signal);
  }

  /** `ids` are validated at the edge (1 to 1000 positive IDs); duplicates print once. */
  async selected(ids: readonly number[], signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
    const wanted = [...new Set(ids)];
    const found = await this.records.findActiveByIds(wanted);
    const foundIds = new Set(found.map((record) => record.id));
    const missing = wanted.filter((id) => !foundIds.has(id));
    if (missing.length > 0) throw new RecordsNotFound(this.kind, missing);
    return this.render(
      found.sort((a, b) => compareCodePoints(a.code, b.code)),
      signal,
    );
  }

  private render(records: readonly Archivable<F>[], signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
    const document = {
      layout: 'records' as const,
      title: this.printout.title,
      emptyMessage: this.printout.emptyMessage,
      records: records.map((record) => recordSheet(this.printout, record)),
    };
    return this.renderer.render(document, signal);
  }
}

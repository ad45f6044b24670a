import type { Archivable } from '../../domain/archivable/archivable.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { ListDefinition, ListQuery } from '../listing/list-query.js';
import type { ListingRepository } from '../listing/ports/listing.repository.js';
import type { PdfRenderer } from '../printing/ports/pdf-renderer.js';
import { PrintRecordsUseCase, type PrintSizeLimits } from '../printing/print-records.use-case.js';
import type { RecordPrintout } from '../printing/record-printout.js';
import { GetByIdUseCase } from '../shared/get-by-id.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { ArchiveRecordUseCase, ArchiveSelectedUseCase } from './archive-records.use-case.js';
import { AuditStamper } from './audit-stamper.js';
import { CreateRecordUseCase } from './create-record.use-case.js';
import { ExportRecordsUseCase } from './export-records.use-case.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';
import type { RecordFilter, RecordSortKey } from './record-listing.js';
import type { ArchivableContext, RecordPolicy } from './record-policy.js';
import { SeedRecordsUseCase } from './seed-records.use-case.js';
import { UpdateRecordUseCase } from './update-record.use-case.js';

/** What a printout shows of a record. */
export type Printable = { readonly label: string; readonly description: string | null };

/** The use cases of one kind of archivable record: its lifecycle, import, export and printouts. */
export interface ArchivableUseCases<
  I,
  F extends Printable,
  K extends string = RecordSortKey,
  L = RecordFilter,
> {
  readonly list: ListUseCase<Archivable<F>, K, L>;
  readonly get: GetByIdUseCase<Archivable<F>>;
  readonly create: CreateRecordUseCase<I, F>;
  readonly update: UpdateRecordUseCase<I, F>;
  readonly archive: ArchiveRecordUseCase<F>;
  readonly archiveSelected: ArchiveSelectedUseCase<F>;
  /** Seed, and import: seeding from a file, the same upsert by code, all or nothing. */
  readonly seed: SeedRecordsUseCase<I, F>;
  readonly export: ExportRecordsUseCase<F>;
  readonly print: PrintRecordsUseCase<F>;
}

/** What the kernel needs to serve one kind of record. */
export interface ArchivableKind<I, F extends Printable, K extends string, L> {
  readonly repository: ArchivableRepository<F> & ListingRepository<Archivable<F>, K, L>;
  /** How the kind's list sorts (docs/api/lists.md). */
  readonly listing: ListDefinition<Archivable<F>, K>;
  readonly policy: RecordPolicy<I, F>;
  readonly printout: RecordPrintout<F>;
}

export interface ArchivableDeps {
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  readonly pdfRenderer: PdfRenderer;
  readonly printLimits: PrintSizeLimits;
  readonly changes: ChangeRecorder;
}

/** The kernel instantiated for one kind of record. */
export function archivableUseCases<I, F extends Printable, K extends string, L>(
  { repository, listing, policy, printout }: ArchivableKind<I, F, K, L>,
  { unitOfWork, clock, pdfRenderer, printLimits, changes }: ArchivableDeps,
): ArchivableUseCases<I, F, K, L> {
  const audit = new AuditStamper(clock);
  const context: ArchivableContext<I, F> = { records: repository, policy, audit, unitOfWork, changes };
  return {
    list: new ListUseCase(repository, listing),
    get: new GetByIdUseCase(
      (id) => repository.findActive(id),
      (id) => new RecordNotFound(policy.kind, id),
    ),
    create: new CreateRecordUseCase(context),
    update: new UpdateRecordUseCase(context),
    archive: new ArchiveRecordUseCase(context),
    archiveSelected: new ArchiveSelectedUseCase(context),
    seed: new SeedRecordsUseCase(context),
    export: new ExportRecordsUseCase(repository),
    print: new PrintRecordsUseCase({
      records: repository,
      countActive: () => repository.count(everyActive<K, L>()),
      kind: policy.kind,
      printout,
      renderer: pdfRenderer,
      clock,
      limits: printLimits,
    }),
  };
}

/** The unfiltered list: every kind sorts by code, and every filter field is optional. */
function everyActive<K extends string, L>(): ListQuery<K, L> {
  return { sort: { key: 'code' as K, descending: false }, filter: {} as L, words: [] };
}

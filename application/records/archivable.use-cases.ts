import type { Archivable, NewArchivable, WithCode } from '../../domain/records/archivable.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { BatchElement } from '../exchange/batch.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { ListDefinition, ListQuery } from '../listing/list-query.js';
import type { ListingRepository } from '../listing/ports/listing.repository.js';
import type { PdfRenderer } from '../printing/ports/pdf-renderer.js';
import { PrintRecordsUseCase, type PrintSizeLimits } from '../printing/print-records.use-case.js';
import type { RecordPrintout } from '../printing/record-printout.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import {
  type ArchivableChanges,
  archivableRules,
  archivableStore,
  type RecordPolicy,
} from './archivable-store.js';
import { ArchiveSelectedUseCase } from './archive-selected.use-case.js';
import { EXPORT_BATCH_SIZE, ExportRecordsUseCase } from './export-records.use-case.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';
import { type RecordLifecycle, recordLifecycle } from './record-lifecycle.js';
import type { RecordFilter, RecordSortKey } from './record-listing.js';

/** An element of an archivable kind's seed or import. */
export type SeedElement<I> = BatchElement<WithCode<I>>;

/** What a printout shows of a record. */
export type Printable = { readonly label: string; readonly description: string | null };

type Lifecycle<I, F> = RecordLifecycle<WithCode<I>, ArchivableChanges<I>, Archivable<F>, NewArchivable<F>>;

/** The use cases of one archivable kind: the record kernel's, with archiving, a streamed export and printouts. */
export interface ArchivableUseCases<
  I,
  F extends Printable,
  K extends string = RecordSortKey,
  L = RecordFilter,
> extends Omit<Lifecycle<I, F>, 'remove' | 'import'> {
  readonly list: ListUseCase<Archivable<F>, K, L>;
  readonly archive: Lifecycle<I, F>['remove'];
  readonly archiveSelected: ArchiveSelectedUseCase<F>;
  /** Seed, and import: seeding from a file, the same upsert by code, all or nothing. */
  readonly seed: Lifecycle<I, F>['import'];
  readonly export: ExportRecordsUseCase<AsyncIterable<Archivable<F>[]>>;
  readonly print: PrintRecordsUseCase<F>;
}

/** What the record kernel needs to serve one archivable kind. */
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

/** The record kernel instantiated for one archivable kind. */
export function archivableUseCases<I, F extends Printable, K extends string, L>(
  { repository, listing, policy, printout }: ArchivableKind<I, F, K, L>,
  { unitOfWork, clock, pdfRenderer, printLimits, changes }: ArchivableDeps,
): ArchivableUseCases<I, F, K, L> {
  const store = archivableStore(repository, policy.kind.name, clock);
  const rules = archivableRules(policy);
  const {
    remove,
    import: seed,
    ...lifecycle
  } = recordLifecycle({ rules, store, clock, unitOfWork, changes });
  return {
    ...lifecycle,
    list: new ListUseCase(repository, listing),
    archive: remove,
    archiveSelected: new ArchiveSelectedUseCase(repository, policy.resource, clock, unitOfWork, changes),
    seed,
    export: new ExportRecordsUseCase(() => repository.streamActive(EXPORT_BATCH_SIZE)),
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

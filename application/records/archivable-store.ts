// The record kernel given an archivable kind (tasks, template objects): archived rather than
// deleted, every write guarded by the record's version, a record and its change entry written
// by the store at once; archiving the selected ones and printouts come with it.

import type { ChangedResource } from '../../domain/changes/change.js';
import type { Archivable, NewArchivable, WithCode } from '../../domain/records/archivable.js';
import { createdBy, touchedBy } from '../../domain/shared/audit.js';
import { PreconditionFailed } from '../../domain/shared/precondition.js';
import type { RecordKind } from '../../domain/shared/record.errors.js';
import { StaleRecord } from '../../domain/shared/record.errors.js';
import { assertSameCode, validateCode } from '../../domain/shared/record-fields.js';
import type { WriteLog } from '../changes/ports/write-log.js';
import type { BatchElement } from '../exchange/batch.js';
import type { ListDefinition, ListQuery } from '../listing/list-query.js';
import type { ListingRepository } from '../listing/ports/listing.repository.js';
import type { PdfRenderer } from '../printing/ports/pdf-renderer.js';
import { PrintRecordsUseCase, type PrintSizeLimits } from '../printing/print-records.use-case.js';
import type { RecordPrintout } from '../printing/record-printout.js';
import type { Clock } from '../shared/ports/clock.js';
import { ArchiveSelectedUseCase } from './archive-selected.use-case.js';
import { EXPORT_BATCH_SIZE } from './export-records.use-case.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';
import type { KernelDeps, KernelKind, UseCasesOf } from './record.use-cases.js';
import type { RecordFilter, RecordSortKey } from './record-listing.js';
import type { Located, RecordRules, RecordStore } from './record-store.js';

/** An element of an archivable kind's seed or import. */
export type SeedElement<I> = BatchElement<WithCode<I>>;

/** What a printout shows of a record. */
export type Printable = { readonly label: string; readonly description: string | null };

/** A PUT of an archivable record: the code may be sent back unchanged. */
export type ArchivableChanges<I> = I & { readonly code?: string };

/** What differs between kinds of archivable record: their fields and their references. */
export interface RecordPolicy<I, F> {
  readonly kind: RecordKind;
  /** Its name in permissions and the change log. */
  readonly resource: ChangedResource;
  /** Validates the mutable fields, with defaults; throws InvalidInput with paths under `path`. */
  fields(input: I, path: string): F;
  /** Throws InvalidReference naming every element that points to something missing; one query per reference kind. */
  checkReferences(items: readonly Located<F>[]): Promise<void>;
}

/** The policy's fields and references; the code is checked alone before the fields. */
function archivableRules<I, F>(
  policy: RecordPolicy<I, F>,
): RecordRules<WithCode<I>, ArchivableChanges<I>, Archivable<F>, NewArchivable<F>> {
  return {
    kind: policy.kind,
    resource: policy.resource,
    create: (input, by, at, path, codes) => {
      const code = validateCode(input.code, `${path}code`);
      codes?.add(code, path);
      return { ...policy.fields(input, path), code, ...createdBy(by.username, at) };
    },
    change: (stored, input, by, at) => {
      assertSameCode(stored.code, input.code);
      return touchedBy({ ...stored, ...policy.fields(input, '') }, by.username, at);
    },
    check: (items) => policy.checkReferences(items),
    removable: async () => {},
  };
}

function archivableStore<F>(
  records: ArchivableRepository<F>,
  name: string,
  clock: Clock,
): RecordStore<Archivable<F>, NewArchivable<F>> {
  /** Written only if its version is still the stored one; `guarded`, a stale record is a failed precondition. */
  const versioned = async (record: Archivable<F>, guarded: boolean, log?: WriteLog<Archivable<F>>) => {
    try {
      const [updated] = await records.updateMany([record], log);
      return updated!;
    } catch (error) {
      if (guarded && error instanceof StaleRecord) throw new PreconditionFailed(name, record.id);
      throw error;
    }
  };
  return {
    // The store writes a record and its entry atomically: no unit of work around it, so a store
    // that writes both by one statement (Postgres) needs no transaction.
    write: (work) => work(),
    find: (id) => records.findById(id),
    insert: (created, log) => records.insertMany(created, log),
    update: (record, _stored, guarded, log) => versioned(record, guarded, log),
    // Unguarded, only the change log's copy, read as a selection of IDs is: the archive itself decides.
    findToRemove: async (id, guarded) =>
      guarded ? records.findById(id) : (await records.findActiveByIds([id]))[0],
    removal: 'archived',
    remove: async (record, guarded, by) => {
      // A guarded write of it unchanged claims the row until the archiving commits.
      if (guarded) await versioned(record, true);
      return (await records.archive([record.id], by.username, clock.now())).length > 0;
    },
    import: async (imported) => {
      const before = await records.findByCodes(imported.map((record) => record.code));
      const existing = new Map(before.map((record) => [record.code, record]));
      const toInsert: NewArchivable<F>[] = [];
      const toUpdate: Archivable<F>[] = [];
      for (const record of inLockOrder(imported)) {
        const stored = existing.get(record.code);
        if (stored)
          toUpdate.push({ ...stored, ...record, createdAt: stored.createdAt, createdBy: stored.createdBy });
        else toInsert.push(record);
      }
      const updated = await records.updateMany(toUpdate);
      const written = [...updated, ...(await records.insertMany(toInsert))];
      const byCode = new Map(written.map((record) => [record.code, record]));
      return { before, written, stored: imported.map((record) => byCode.get(record.code)!) };
    },
  };
}

/** What archiving brings besides the kernel's removal: the selected ones at once, and printouts. */
export interface Archiving<F extends Printable> {
  readonly archiveSelected: ArchiveSelectedUseCase<F>;
  readonly print: PrintRecordsUseCase<F>;
}

/** An archivable kind in the kernel: a streamed export, archiving and printouts. */
type Archived<I, F extends Printable, K extends string, L> = KernelKind<
  WithCode<I>,
  ArchivableChanges<I>,
  Archivable<F>,
  NewArchivable<F>,
  K,
  L,
  AsyncIterable<Archivable<F>[]>,
  Archiving<F>
>;

export type ArchivedUseCases<
  I,
  F extends Printable,
  K extends string = RecordSortKey,
  L = RecordFilter,
> = UseCasesOf<Archived<I, F, K, L>>;

/** What the record kernel needs to serve one archivable kind. */
export interface ArchivableKind<I, F extends Printable, K extends string, L> {
  readonly repository: ArchivableRepository<F> & ListingRepository<Archivable<F>, K, L>;
  /** How the kind's list sorts (docs/api/lists.md). */
  readonly listing: ListDefinition<Archivable<F>, K>;
  readonly policy: RecordPolicy<I, F>;
  readonly printout: RecordPrintout<F>;
}

export interface ArchivableDeps extends KernelDeps {
  readonly pdfRenderer: PdfRenderer;
  readonly printLimits: PrintSizeLimits;
}

/** An archivable kind plugged into the kernel: recordUseCases turns it into ArchivedUseCases. */
export function archivedKind<I, F extends Printable, K extends string, L>(
  { repository, listing, policy, printout }: ArchivableKind<I, F, K, L>,
  { unitOfWork, clock, pdfRenderer, printLimits, changes }: ArchivableDeps,
): Archived<I, F, K, L> {
  return {
    rules: archivableRules(policy),
    store: archivableStore(repository, policy.kind.name, clock),
    lists: repository,
    listing,
    exported: () => repository.streamActive(EXPORT_BATCH_SIZE),
    more: {
      archiveSelected: new ArchiveSelectedUseCase(repository, policy.resource, clock, unitOfWork, changes),
      print: new PrintRecordsUseCase({
        records: repository,
        countActive: () => repository.count(everyActive<K, L>()),
        kind: policy.kind,
        printout,
        renderer: pdfRenderer,
        clock,
        limits: printLimits,
      }),
    },
  };
}

/** The unfiltered list: every kind sorts by code, and every filter field is optional. */
function everyActive<K extends string, L>(): ListQuery<K, L> {
  return { sort: { key: 'code' as K, descending: false }, filter: {} as L, words: [] };
}

/**
 * Rows are written in code order whatever the request's order, so two seeds or imports of
 * overlapping codes take their row and unique-key locks in the same order: one waits for
 * the other instead of both waiting for each other (a deadlock on Postgres). Any fixed
 * order does; UTF-16 order is the cheapest (100 000 codes in well under 100 ms).
 */
function inLockOrder<T extends { readonly code: string }>(elements: readonly T[]): T[] {
  return [...elements].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

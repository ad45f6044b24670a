import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { WrittenRecord } from '../changes/change-recorder.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { ListDefinition } from '../listing/list-query.js';
import type { ListingRepository } from '../listing/ports/listing.repository.js';
import { GetByIdUseCase } from '../shared/get-by-id.use-case.js';
import { CreateRecordUseCase } from './create-record.use-case.js';
import { ExportRecordsUseCase } from './export-records.use-case.js';
import { ImportRecordsUseCase } from './import-records.use-case.js';
import type { RecordContext, RecordRules, RecordStore } from './record-store.js';
import { RemoveRecordUseCase } from './remove-record.use-case.js';
import { UpdateRecordUseCase } from './update-record.use-case.js';

/**
 * One kind plugged into the record kernel (docs/architecture.md#adding-a-kind): how its records
 * are made and changed, the store that removes them (archived or deleted), its list, where its
 * export reads from, and the use cases its removal brings besides the kernel's (`E`).
 */
export interface KernelKind<I, U, R extends WrittenRecord & N, N, K extends string, L, X, E> {
  readonly rules: RecordRules<I, U, R, N>;
  readonly store: RecordStore<R, N>;
  readonly lists: ListingRepository<R, K, L>;
  /** How the kind's list sorts (docs/api/lists.md). */
  readonly listing: ListDefinition<R, K>;
  /** Every record in the list's order without `sort`: streamed batch by batch, or at once. */
  exported(): X;
  readonly more: E;
}

/** The use cases of one kind, each written once: the kernel's, then what its removal brings. */
export type RecordUseCases<I, U, R extends WrittenRecord & N, N, K extends string, L, X, E> = E & {
  readonly get: GetByIdUseCase<R>;
  readonly create: CreateRecordUseCase<I, R, N>;
  readonly update: UpdateRecordUseCase<U, R, N>;
  /** Archives or deletes, as the kind's store does. */
  readonly remove: RemoveRecordUseCase<R, N>;
  /** Seed and import: an upsert by code, all or nothing; a code-less kind's appends. */
  readonly import: ImportRecordsUseCase<I, R, N>;
  /** The list endpoint: pages, sorts, filters, search (docs/api/lists.md). */
  readonly list: ListUseCase<R, K, L>;
  readonly export: ExportRecordsUseCase<X>;
};

/** The use cases recordUseCases makes of a kind. */
export type UseCasesOf<T> =
  T extends KernelKind<infer I, infer U, infer R, infer N, infer K, infer L, infer X, infer E>
    ? RecordUseCases<I, U, R, N, K, L, X, E>
    : never;

export type KernelDeps = Pick<RecordContext<never, never, never, never>, 'unitOfWork' | 'clock' | 'changes'>;

/** The record kernel instantiated for one kind. */
export function recordUseCases<I, U, R extends WrittenRecord & N, N, K extends string, L, X, E>(
  kind: KernelKind<I, U, R, N, K, L, X, E>,
  deps: KernelDeps,
): RecordUseCases<I, U, R, N, K, L, X, E> {
  const { rules, store } = kind;
  const context = { rules, store, ...deps };
  return {
    ...kind.more,
    get: new GetByIdUseCase(
      (id) => store.find(id),
      (id) => new RecordNotFound(rules.kind, id),
    ),
    create: new CreateRecordUseCase(context),
    update: new UpdateRecordUseCase(context),
    remove: new RemoveRecordUseCase(context),
    import: new ImportRecordsUseCase(context),
    list: new ListUseCase(kind.lists, kind.listing),
    export: new ExportRecordsUseCase(kind.exported),
  };
}

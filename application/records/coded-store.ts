// The record kernel given a coded kind (badges, companies, tags, nomenclatures, and contacts, the
// code-less one): deleted for good, guarded by `updatedAt` only under If-Match, a record and
// its change entry written in one unit of work; nothing comes with deleting.
import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityChanges,
  type CodedEntityInput,
  type CodedFields,
  type CodedKind,
  type CodedResource,
  changeCodedEntity,
  codeOf,
  type NewCodedEntity,
  newCodedEntity,
} from '../../domain/records/coded-entity.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import { type CodedFilter, type CodedSortKeyOf, codedListing } from '../listing/coded-listing.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { BeforeWrite, CodedKindListing, CodedKindRules, DeleteGuard } from './coded-kind-rules.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';
import type { KernelDeps, KernelKind, UseCasesOf } from './record.use-cases.js';
import type { RecordRules, RecordStore } from './record-store.js';

/** A coded kind in the kernel: its whole list as the export, nothing more than the kernel's. */
type Deleted<A extends CodedAudit, F extends Fields, L> = KernelKind<
  CodedEntityInput<F>,
  CodedEntityChanges<F>,
  CodedEntity<A, F>,
  NewCodedEntity<A, F>,
  CodedSortKeyOf<F>,
  L,
  Promise<CodedEntity<A, F>[]>,
  unknown
>;

/** The use cases of one coded kind (badges, companies, tags, nomenclatures, contacts). */
export type DeletedUseCases<
  A extends CodedAudit = 'times',
  F extends Fields = CodedFields,
  L extends CodedFilter = CodedFilter,
> = UseCasesOf<Deleted<A, F, L>>;

/**
 * A coded kind plugged into the kernel with its rules: an import upserts by code, or appends
 * where the kind has no code; its export is the list in another format, ordered by code
 * (docs/api/README.md#ordering).
 */
export function deletedKind<A extends CodedAudit, F extends Fields, L extends CodedFilter>(
  repository: CodedEntityRepository<A, F, L>,
  kind: CodedKind<A, F>,
  resource: CodedResource,
  { unitOfWork }: KernelDeps,
  plugged: CodedKindRules<A, F> = {},
): Deleted<A, F, L> {
  return {
    rules: codedRules(kind, resource, plugged.beforeWrite, plugged.deleteGuard),
    store: codedStore(repository, kind.coded, unitOfWork),
    lists: repository,
    listing: plugged.listing ?? (codedListing as unknown as CodedKindListing<A, F>),
    exported: () => repository.list(),
    more: {},
  };
}

/** The kind's declaration, with its check before each write and its delete guard plugged in. */
function codedRules<A extends CodedAudit, F extends Fields>(
  kind: CodedKind<A, F>,
  resource: CodedResource,
  beforeWrite: BeforeWrite<A, F> = async () => {},
  deleteGuard: DeleteGuard<A, F> = async () => {},
): RecordRules<CodedEntityInput<F>, CodedEntityChanges<F>, CodedEntity<A, F>, NewCodedEntity<A, F>> {
  return {
    kind,
    resource,
    create: (input, by, at, path, codes) => {
      const entity = newCodedEntity(kind, input, by.username, at, path);
      if (kind.coded) codes?.add(codeOf(entity), path);
      return entity;
    },
    change: (stored, input, by, at) => changeCodedEntity(kind, stored, input, by.username, at),
    check: async (items, stored) => {
      for (const { record } of items) await beforeWrite(record, stored);
    },
    removable: deleteGuard,
  };
}

function codedStore<A extends CodedAudit, F extends Fields>(
  repository: CodedEntityRepository<A, F>,
  coded: boolean,
  unitOfWork: UnitOfWork,
): RecordStore<CodedEntity<A, F>, NewCodedEntity<A, F>> {
  return {
    write: (work) => unitOfWork.run(work),
    find: (id) => repository.findById(id),
    insert: async (entities, log) => {
      const created: CodedEntity<A, F>[] = [];
      for (const entity of entities) created.push(await repository.insert(entity));
      await log.append(created);
      return created;
    },
    update: async (entity, stored, guarded, log) => {
      const updated = await repository.update(entity, guarded ? stored.updatedAt : undefined);
      await log.append([updated]);
      return updated;
    },
    findToRemove: (id) => repository.findById(id),
    removal: 'deleted',
    remove: (entity, guarded) => repository.delete(entity.id, guarded ? entity.updatedAt : undefined),
    import: async (entities) => {
      if (!coded) {
        const created = await repository.insertMany(entities);
        return { before: [], written: created, stored: created };
      }
      const before = await repository.findByCodes(entities.map(codeOf));
      const written = await repository.upsertMany(entities);
      const byCode = new Map(written.map((entity) => [codeOf(entity), entity]));
      return { before, written, stored: entities.map((entity) => byCode.get(codeOf(entity))!) };
    },
  };
}

// The record kernel's coded kinds in memory: code, label and description rows (badges, companies, tags,
// nomenclatures), with the fields a kind declares besides; a code-less kind's (contacts) fields only.
// A delete removes the row, as the SQL adapters' foreign keys cascade or restrict it.

import {
  bareQuery,
  type CodedFilter,
  type CodedSortKeyOf,
  codedListing,
  matchesCodedFilter,
} from '../../../../application/listing/coded-listing.js';
import type { CodedKindListing } from '../../../../application/records/coded-kind-rules.js';
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import {
  type CodedAudit,
  type CodedEntity,
  type CodedFields,
  type CodedKind,
  changeStamps,
  codeOf,
  type NewCodedEntity,
} from '../../../../domain/records/coded-entity.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { RecordInUse, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import type { Fields } from '../../../../domain/shared/record-kind.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryRecordRepository, type MemoryReferences } from './memory-record.repository.js';

/** What the SQL adapters' foreign keys do, here run in the same unit of work; and the kind's list. */
export interface MemoryCodedOptions<A extends CodedAudit, F extends Fields, L extends CodedFilter> {
  /** ON DELETE CASCADE: removes what goes with the row. */
  readonly cascade?: (id: number) => void;
  /** ON DELETE RESTRICT: whether other rows still reference the row, and the RecordInUse detail then. */
  readonly restrict?: { readonly referenced: (id: number) => boolean; readonly inUse: string };
  /** The row's own references; an upsert naming a missing one throws VanishedReference, as the SQL adapters do. */
  readonly references?: MemoryReferences<NewCodedEntity<A, F>>;
  /** The kind's own list filters and the coded ones; `matchesCodedFilter` by default. */
  readonly matches?: (entity: CodedEntity<A, F>, filter: L) => boolean;
  /** A code-less kind's sort keys, order and search words; the coded ones unless given. */
  readonly listing?: CodedKindListing<A, F>;
}

export class MemoryCodedEntityRepository<
    A extends CodedAudit = 'times',
    F extends Fields = CodedFields,
    L extends CodedFilter = CodedFilter,
  >
  extends MemoryRecordRepository<CodedEntity<A, F>, CodedSortKeyOf<F>, L, NewCodedEntity<A, F>>
  implements CodedEntityRepository<A, F, L>
{
  declare protected readonly kind: CodedKind<A, F>;
  /** docs/api/lists.md#coded-lists */
  private readonly definition: CodedKindListing<A, F>;

  constructor(
    store: MemoryStore,
    table: string,
    kind: CodedKind<A, F>,
    private readonly options: MemoryCodedOptions<A, F, L> = {},
  ) {
    const definition = options.listing ?? (codedListing as unknown as CodedKindListing<A, F>);
    super(
      store,
      table,
      kind,
      {
        definition,
        matches: options.matches ?? matchesCodedFilter,
        searchText: (entity) => definition.searchText(entity),
      },
      options.references,
    );
    this.definition = definition;
  }

  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    return new Set(ids.filter((id) => this.stored(id) !== undefined));
  }

  async findByCodes(codes: readonly string[]): Promise<CodedEntity<A, F>[]> {
    return this.withCodes(codes);
  }

  /** The list without parameters: by code, a code-less kind's by its own order. */
  async list(): Promise<CodedEntity<A, F>[]> {
    const rows: CodedEntity<A, F>[] = [];
    for await (const batch of this.walk(bareQuery(this.definition))) rows.push(...batch);
    return rows;
  }

  insert(entity: NewCodedEntity<A, F>): Promise<CodedEntity<A, F>> {
    return this.store.write(() => {
      if (this.kind.coded) this.assertCodesFree([codeOf(entity)]);
      this.assertReferencesStored(entity, true);
      return this.put({ ...entity, id: this.nextId() });
    });
  }

  insertMany(entities: readonly NewCodedEntity<A, F>[]): Promise<CodedEntity<A, F>[]> {
    return this.store.write(() => entities.map((entity) => this.put({ ...entity, id: this.nextId() })));
  }

  /** The code and the creation stamps stay the stored ones, as in the SQL adapters. */
  update(entity: CodedEntity<A, F>, unchangedSince?: Instant): Promise<CodedEntity<A, F>> {
    return this.store.write(() => {
      const stored = this.stored(entity.id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) {
        throw new PreconditionFailed(this.kind.name, entity.id);
      }
      if (!stored) throw new RecordNotFound(this.kind, entity.id);
      this.assertReferencesStored(entity, true);
      return this.put(this.changed(stored, entity));
    });
  }

  upsertMany(entities: readonly NewCodedEntity<A, F>[]): Promise<CodedEntity<A, F>[]> {
    return this.store.write(() => {
      const byCode = new Map(this.all().map((entity) => [codeOf(entity), entity]));
      return entities.map((entity) => {
        this.assertReferencesStored(entity);
        const stored = byCode.get(codeOf(entity));
        return this.put(stored ? this.changed(stored, entity) : { ...entity, id: this.nextId() });
      });
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.stored(id);
      if (!stored || (unchangedSince !== undefined && stored.updatedAt !== unchangedSince)) return false;
      const { cascade, restrict } = this.options;
      if (restrict?.referenced(id)) throw new RecordInUse(this.kind, id, restrict.inUse);
      this.remove(id);
      cascade?.(id);
      return true;
    });
  }

  /** The kind's fields and the change stamps of `entity` over the stored row. */
  private changed(stored: CodedEntity<A, F>, entity: NewCodedEntity<A, F>): CodedEntity<A, F> {
    const values = entity as Readonly<Record<string, unknown>>;
    const fields = Object.fromEntries(Object.keys(this.kind.fields).map((key) => [key, values[key]]));
    return { ...stored, ...fields, ...changeStamps(this.kind, entity) };
  }
}

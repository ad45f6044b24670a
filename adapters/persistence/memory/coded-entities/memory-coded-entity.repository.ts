// The coded-entities kernel in memory: code, label and description rows (badges, companies, tags,
// nomenclatures), with the fields a kind declares besides; a code-less kind's (contacts) fields only.

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
} from '../../../../domain/coded-entities/coded-entity.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import {
  DuplicateCode,
  RecordInUse,
  RecordNotFound,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import type { Fields } from '../../../../domain/shared/record-kind.js';
import { MemoryTableRepository } from '../listing/memory-table-repository.js';
import type { MemoryStore } from '../memory-store.js';

/** What the SQL adapters' foreign keys do, here run in the same unit of work; and the kind's list. */
export interface MemoryCodedOptions<A extends CodedAudit, F extends Fields, L extends CodedFilter> {
  /** ON DELETE CASCADE: removes what goes with the row. */
  readonly cascade?: (id: number) => void;
  /** ON DELETE RESTRICT: whether other rows still reference the row, and the RecordInUse detail then. */
  readonly restrict?: { readonly referenced: (id: number) => boolean; readonly inUse: string };
  /**
   * The row's own references: whether the rows they name exist, and what a create or an update
   * naming a missing one throws (an upsert throws VanishedReference, as the SQL adapters do).
   */
  readonly references?: {
    readonly exist: (entity: NewCodedEntity<A, F>) => boolean;
    readonly unknown: (entity: NewCodedEntity<A, F>) => Error;
  };
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
  extends MemoryTableRepository<CodedEntity<A, F>, CodedSortKeyOf<F>, L>
  implements CodedEntityRepository<A, F, L>
{
  /** docs/api/lists.md#coded-lists */
  private readonly definition: CodedKindListing<A, F>;

  constructor(
    store: MemoryStore,
    table: string,
    private readonly kind: CodedKind<A, F>,
    private readonly options: MemoryCodedOptions<A, F, L> = {},
  ) {
    const definition = options.listing ?? (codedListing as unknown as CodedKindListing<A, F>);
    super(
      store,
      table,
      {
        matches: options.matches ?? matchesCodedFilter,
        searchText: (entity) => definition.searchText(entity),
      },
      definition,
    );
    this.definition = definition;
  }

  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    return new Set(ids.filter((id) => this.stored(id) !== undefined));
  }

  async findByCodes(codes: readonly string[]): Promise<CodedEntity<A, F>[]> {
    const wanted = new Set(codes);
    return this.all().filter((entity) => wanted.has(codeOf(entity)));
  }

  /** The list without parameters: by code, a code-less kind's by its own order. */
  async list(): Promise<CodedEntity<A, F>[]> {
    const rows: CodedEntity<A, F>[] = [];
    for await (const batch of this.walk(bareQuery(this.definition))) rows.push(...batch);
    return rows;
  }

  insert(entity: NewCodedEntity<A, F>): Promise<CodedEntity<A, F>> {
    return this.store.write(() => {
      if (this.kind.coded && this.all().some((other) => codeOf(other) === codeOf(entity))) {
        throw new DuplicateCode(this.kind, codeOf(entity));
      }
      this.assertReferencesExist(entity);
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
      this.assertReferencesExist(entity);
      return this.put(this.changed(stored, entity));
    });
  }

  upsertMany(entities: readonly NewCodedEntity<A, F>[]): Promise<CodedEntity<A, F>[]> {
    return this.store.write(() => {
      const byCode = new Map(this.all().map((entity) => [codeOf(entity), entity]));
      return entities.map((entity) => {
        if (this.options.references?.exist(entity) === false) throw new VanishedReference();
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

  private assertReferencesExist(entity: NewCodedEntity<A, F>): void {
    const { references } = this.options;
    if (references && !references.exist(entity)) throw references.unknown(entity);
  }

  /** The kind's fields and the change stamps of `entity` over the stored row. */
  private changed(stored: CodedEntity<A, F>, entity: NewCodedEntity<A, F>): CodedEntity<A, F> {
    const values = entity as Readonly<Record<string, unknown>>;
    const fields = Object.fromEntries(Object.keys(this.kind.fields).map((key) => [key, values[key]]));
    return { ...stored, ...fields, ...changeStamps(this.kind, entity) };
  }
}

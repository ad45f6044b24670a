// The coded-entities kernel in memory: code, label and description rows (badges, companies, tags).
import type { CodedEntityRepository } from '../../../../application/coded-entities/ports/coded-entity.repository.js';
import {
  type CodedFilter,
  type CodedSortKey,
  codedListing,
  codedSearchText,
  matchesCodedFilter,
} from '../../../../application/listing/coded-listing.js';
import {
  type CodedAudit,
  type CodedEntity,
  type CodedKind,
  changeStamps,
  type NewCodedEntity,
} from '../../../../domain/coded-entities/coded-entity.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { DuplicateCode, RecordInUse, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import { memoryListing } from '../listing/memory-listing.js';
import type { MemoryStore } from '../memory-store.js';

/** What the SQL adapters' foreign keys do to a deleted row's neighbours, here run in the same unit of work. */
export interface MemoryCodedOptions {
  /** ON DELETE CASCADE: removes what goes with the row. */
  readonly cascade?: (id: number) => void;
  /** ON DELETE RESTRICT: whether other rows still reference the row, and the RecordInUse detail then. */
  readonly restrict?: { readonly referenced: (id: number) => boolean; readonly inUse: string };
}

export class MemoryCodedEntityRepository<A extends CodedAudit = 'times'> implements CodedEntityRepository<A> {
  private readonly listing = memoryListing<CodedEntity<A>, CodedSortKey, CodedFilter>(
    { rows: () => this.all(), matches: matchesCodedFilter, searchText: codedSearchText },
    codedListing,
  );
  /** docs/api/lists.md#coded-lists */
  page: CodedEntityRepository<A>['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: CodedEntityRepository<A>['walk'] = (query) => this.listing.walk(query);
  count: CodedEntityRepository<A>['count'] = (query) => this.listing.count(query);

  constructor(
    protected readonly store: MemoryStore,
    private readonly table: string,
    private readonly kind: CodedKind<A>,
    private readonly options: MemoryCodedOptions = {},
  ) {}

  async findById(id: number): Promise<CodedEntity<A> | undefined> {
    return this.rows().get(id);
  }

  async findByCodes(codes: readonly string[]): Promise<CodedEntity<A>[]> {
    const wanted = new Set(codes);
    return this.all().filter((entity) => wanted.has(entity.code));
  }

  async list(): Promise<CodedEntity<A>[]> {
    return this.all().sort((a, b) => compareCodePoints(a.code, b.code));
  }

  insert(entity: NewCodedEntity<A>): Promise<CodedEntity<A>> {
    return this.store.write(() => {
      if (this.all().some((other) => other.code === entity.code)) {
        throw new DuplicateCode(this.kind, entity.code);
      }
      return this.put({ ...entity, id: this.store.nextId(this.table) });
    });
  }

  /** The code and the creation stamps stay the stored ones, as in the SQL adapters. */
  update(entity: CodedEntity<A>, unchangedSince?: Instant): Promise<CodedEntity<A>> {
    return this.store.write(() => {
      const stored = this.rows().get(entity.id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) {
        throw new PreconditionFailed(this.kind.name, entity.id);
      }
      if (!stored) throw new RecordNotFound(this.kind, entity.id);
      return this.put(this.changed(stored, entity));
    });
  }

  upsertMany(entities: readonly NewCodedEntity<A>[]): Promise<CodedEntity<A>[]> {
    return this.store.write(() => {
      const byCode = new Map(this.all().map((entity) => [entity.code, entity]));
      return entities.map((entity) => {
        const stored = byCode.get(entity.code);
        return this.put(
          stored ? this.changed(stored, entity) : { ...entity, id: this.store.nextId(this.table) },
        );
      });
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.rows().get(id);
      if (!stored || (unchangedSince !== undefined && stored.updatedAt !== unchangedSince)) return false;
      const { cascade, restrict } = this.options;
      if (restrict?.referenced(id)) throw new RecordInUse(this.kind, id, restrict.inUse);
      this.store.mutable(this.table).delete(id);
      cascade?.(id);
      return true;
    });
  }

  private changed(stored: CodedEntity<A>, entity: NewCodedEntity<A>): CodedEntity<A> {
    const { label, description } = entity;
    return { ...stored, label, description, ...changeStamps(this.kind, entity) };
  }

  private put(entity: CodedEntity<A>): CodedEntity<A> {
    this.store.mutable<CodedEntity<A>>(this.table).set(entity.id, entity);
    return entity;
  }

  private rows(): ReadonlyMap<number, CodedEntity<A>> {
    return this.store.rows<CodedEntity<A>>(this.table) as ReadonlyMap<number, CodedEntity<A>>;
  }

  private all(): CodedEntity<A>[] {
    return [...this.rows().values()];
  }
}

// The coded-entities kernel in memory: code, label and description rows (badges, companies).
import type { CodedEntityRepository } from '../../../../application/coded-entities/ports/coded-entity.repository.js';
import {
  type CodedFilter,
  type CodedSortKey,
  codedListing,
  codedSearchText,
  matchesCodedFilter,
} from '../../../../application/listing/coded-listing.js';
import type { CodedEntity, NewCodedEntity } from '../../../../domain/coded-entities/coded-entity.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { DuplicateCode, type RecordKind, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import { memoryListing } from '../listing/memory-listing.js';
import type { MemoryStore } from '../memory-store.js';

export class MemoryCodedEntityRepository implements CodedEntityRepository {
  private readonly listing = memoryListing<CodedEntity, CodedSortKey, CodedFilter>(
    { rows: () => this.all(), matches: matchesCodedFilter, searchText: codedSearchText },
    codedListing,
  );
  /** docs/api/lists.md#coded-lists */
  page: CodedEntityRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: CodedEntityRepository['walk'] = (query) => this.listing.walk(query);
  count: CodedEntityRepository['count'] = (query) => this.listing.count(query);

  constructor(
    private readonly store: MemoryStore,
    private readonly table: string,
    private readonly kind: RecordKind,
    /** What the SQL adapters' ON DELETE CASCADE removes along with a row; runs in the same unit of work. */
    private readonly cascade: (id: number) => void = () => {},
  ) {}

  async findById(id: number): Promise<CodedEntity | undefined> {
    return this.store.rows<CodedEntity>(this.table).get(id);
  }

  async findByCodes(codes: readonly string[]): Promise<CodedEntity[]> {
    const wanted = new Set(codes);
    return (await this.list()).filter((entity) => wanted.has(entity.code));
  }

  async list(): Promise<CodedEntity[]> {
    return this.all().sort((a, b) => compareCodePoints(a.code, b.code));
  }

  insert(entity: NewCodedEntity): Promise<CodedEntity> {
    return this.store.write(() => {
      if (this.byCode(entity.code)) throw new DuplicateCode(this.kind, entity.code);
      return this.put({ ...entity, id: this.store.nextId(this.table) });
    });
  }

  update(entity: CodedEntity, unchangedSince?: Instant): Promise<CodedEntity> {
    return this.store.write(() => {
      const stored = this.store.rows<CodedEntity>(this.table).get(entity.id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) {
        throw new PreconditionFailed(this.kind.name, entity.id);
      }
      if (!stored) throw new RecordNotFound(this.kind, entity.id);
      const { label, description, updatedAt } = entity;
      return this.put({ ...stored, label, description, updatedAt });
    });
  }

  upsertMany(entities: readonly NewCodedEntity[]): Promise<CodedEntity[]> {
    return this.store.write(() =>
      entities.map((entity) => {
        const stored = this.byCode(entity.code);
        if (!stored) return this.put({ ...entity, id: this.store.nextId(this.table) });
        const { label, description, updatedAt } = entity;
        return this.put({ ...stored, label, description, updatedAt });
      }),
    );
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.store.rows<CodedEntity>(this.table).get(id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) return false;
      if (!this.store.mutable(this.table).delete(id)) return false;
      this.cascade(id);
      return true;
    });
  }

  private put(entity: CodedEntity): CodedEntity {
    this.store.mutable<CodedEntity>(this.table).set(entity.id, entity);
    return entity;
  }

  private byCode(code: string): CodedEntity | undefined {
    return this.all().find((entity) => entity.code === code);
  }

  private all(): CodedEntity[] {
    return [...this.store.rows<CodedEntity>(this.table).values()];
  }
}

// Nomenclatures in memory: the tree and the tasks that use it.
import {
  type CodedSortKey,
  codedListing,
  codedSearchText,
} from '../../../../application/listing/coded-listing.js';
import {
  matchesNomenclatureFilter,
  type NomenclatureFilter,
} from '../../../../application/nomenclatures/nomenclature-listing.js';
import type { NomenclatureRepository } from '../../../../application/nomenclatures/ports/nomenclature.repository.js';
import {
  type NewNomenclature,
  NOMENCLATURE,
  type Nomenclature,
} from '../../../../domain/nomenclatures/nomenclature.js';
import type { StoredEntry } from '../../../../domain/nomenclatures/nomenclature-import.js';
import { unknownParent } from '../../../../domain/nomenclatures/nomenclature-tree.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import {
  DuplicateCode,
  RecordInUse,
  RecordNotFound,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import { memoryListing } from '../listing/memory-listing.js';
import type { MemoryStore } from '../memory-store.js';
import { countTaskRows } from '../tags/memory-tag.repository.js';

export const NOMENCLATURES = 'nomenclatures';

export class MemoryNomenclatureRepository implements NomenclatureRepository {
  constructor(private readonly store: MemoryStore) {}

  async findById(id: number): Promise<Nomenclature | undefined> {
    return this.rows().get(id);
  }

  async findByCodes(codes: readonly string[]): Promise<Nomenclature[]> {
    const wanted = new Set(codes);
    return this.all().filter((nomenclature) => wanted.has(nomenclature.code));
  }

  async list(): Promise<Nomenclature[]> {
    return this.all().sort((a, b) => compareCodePoints(a.code, b.code));
  }

  private readonly listing = memoryListing<Nomenclature, CodedSortKey, NomenclatureFilter>(
    { rows: () => this.all(), matches: matchesNomenclatureFilter, searchText: codedSearchText },
    codedListing,
  );
  /** docs/api/lists.md#nomenclatures */
  page: NomenclatureRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: NomenclatureRepository['walk'] = (query) => this.listing.walk(query);
  count: NomenclatureRepository['count'] = (query) => this.listing.count(query);

  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    const rows = this.rows();
    return new Set(ids.filter((id) => rows.has(id)));
  }

  async parentLinks(): Promise<Map<number, number | null>> {
    return new Map(this.all().map((nomenclature) => [nomenclature.id, nomenclature.parentId]));
  }

  async treeEntries(): Promise<StoredEntry[]> {
    return this.all().map(({ id, code, parentId }) => ({ id, code, parentId }));
  }

  /** Units of work already run one at a time. */
  async lockTree(): Promise<void> {}

  insert(nomenclature: NewNomenclature): Promise<Nomenclature> {
    return this.store.write(() => {
      if (this.all().some((other) => other.code === nomenclature.code)) {
        throw new DuplicateCode(NOMENCLATURE, nomenclature.code);
      }
      this.assertParentExists(nomenclature.parentId);
      const stored: Nomenclature = { ...nomenclature, id: this.store.nextId(NOMENCLATURES) };
      this.store.mutable<Nomenclature>(NOMENCLATURES).set(stored.id, stored);
      return stored;
    });
  }

  upsertMany(entries: readonly NewNomenclature[]): Promise<Nomenclature[]> {
    return this.store.write(() => {
      const byCode = new Map(this.all().map((entry) => [entry.code, entry]));
      const rows = this.store.mutable<Nomenclature>(NOMENCLATURES);
      return entries.map((entry) => {
        if (entry.parentId !== null && !rows.has(entry.parentId)) throw new VanishedReference();
        const stored = byCode.get(entry.code);
        const written: Nomenclature = stored
          ? { ...entry, id: stored.id, createdAt: stored.createdAt, createdBy: stored.createdBy }
          : { ...entry, id: this.store.nextId(NOMENCLATURES) };
        rows.set(written.id, written);
        return written;
      });
    });
  }

  update(nomenclature: Nomenclature, unchangedSince?: Instant): Promise<Nomenclature> {
    return this.store.write(() => {
      const stored = this.rows().get(nomenclature.id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) {
        throw new PreconditionFailed(NOMENCLATURE.name, nomenclature.id);
      }
      if (!stored) throw new RecordNotFound(NOMENCLATURE, nomenclature.id);
      this.assertParentExists(nomenclature.parentId);
      // The code is immutable: the stored one stays, as in the SQL adapters.
      const updated: Nomenclature = {
        ...nomenclature,
        code: stored.code,
        createdAt: stored.createdAt,
        createdBy: stored.createdBy,
      };
      this.store.mutable<Nomenclature>(NOMENCLATURES).set(nomenclature.id, updated);
      return updated;
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.rows().get(id);
      if (!stored || (unchangedSince !== undefined && stored.updatedAt !== unchangedSince)) return false;
      // The SQL adapters' foreign keys (restrict) in memory.
      const hasChildren = this.all().some((nomenclature) => nomenclature.parentId === id);
      if (hasChildren || countTaskRows(this.store, (task) => task.nomenclatureId === id) > 0) {
        throw new RecordInUse(NOMENCLATURE, id, 'child nomenclatures or tasks still use it');
      }
      return this.store.mutable(NOMENCLATURES).delete(id);
    });
  }

  async countChildren(id: number): Promise<number> {
    return this.all().filter((nomenclature) => nomenclature.parentId === id).length;
  }

  async countTaskReferences(id: number): Promise<number> {
    return countTaskRows(this.store, (task) => task.nomenclatureId === id);
  }

  private assertParentExists(parentId: number | null): void {
    if (parentId !== null && !this.rows().has(parentId)) throw unknownParent(parentId);
  }

  private rows(): ReadonlyMap<number | string, Nomenclature> {
    return this.store.rows<Nomenclature>(NOMENCLATURES);
  }

  private all(): Nomenclature[] {
    return [...this.rows().values()];
  }
}

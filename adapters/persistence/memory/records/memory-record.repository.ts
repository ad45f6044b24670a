// The record kernel in memory: one kind's rows in a table of the MemoryStore, with what the SQL
// adapters' constraints do to every kind (unique codes, stored references) and its code order.
import { codeOf } from '../../../../domain/records/coded-entity.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import {
  DuplicateCode,
  type RecordKind,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import { type MemoryTableListing, MemoryTableRepository } from '../listing/memory-table-repository.js';
import type { MemoryStore } from '../memory-store.js';

/** The SQL adapters' foreign keys from a kind's rows, in memory. */
export interface MemoryReferences<N> {
  /** Whether every row the record refers to is stored. */
  readonly exist: (record: N) => boolean;
  /** What a create or an update naming a missing row throws; VanishedReference when not given. */
  readonly unknown?: (record: N) => Error;
}

/**
 * The archivable and the coded repositories in memory are this one over their table; `all()` and
 * `stored()` are the rows a kind shows (an archivable kind's active ones), `N` what it is given to write.
 */
export abstract class MemoryRecordRepository<
  T extends { readonly id: number },
  K extends string,
  L,
  N,
> extends MemoryTableRepository<T, K, L> {
  constructor(
    store: MemoryStore,
    table: string,
    protected readonly kind: RecordKind,
    listing: MemoryTableListing<T, K, L>,
    private readonly references?: MemoryReferences<N>,
  ) {
    super(store, table, listing);
  }

  /** The records among `ids`, in no particular order. */
  protected withIds(ids: readonly number[]): T[] {
    const wanted = new Set(ids);
    return this.all().filter((record) => wanted.has(record.id));
  }

  /** The records among `codes`, in no particular order. */
  protected withCodes(codes: readonly string[]): T[] {
    const wanted = new Set(codes);
    return this.all().filter((record) => wanted.has(codeOf(record)));
  }

  /** By code in code point order, then by ID. */
  protected byCode(): T[] {
    return this.all().sort((a, b) => compareCodePoints(codeOf(a), codeOf(b)) || a.id - b.id);
  }

  /** Throws DuplicateCode with the codes a shown record holds already or that `codes` repeat. */
  protected assertCodesFree(codes: readonly string[]): void {
    const taken = new Set(this.all().map(codeOf));
    const clashes: string[] = [];
    for (const code of codes) {
      if (taken.has(code)) clashes.push(code);
      taken.add(code);
    }
    if (clashes.length > 0) throw new DuplicateCode(this.kind, clashes);
  }

  /**
   * Throws when a row `record` refers to is not stored: the kind's `unknown` error given `asked`
   * (a create or an update names it), else VanishedReference (deleted since the caller checked it).
   */
  protected assertReferencesStored(record: N, asked = false): void {
    if (!this.references || this.references.exist(record)) return;
    throw (asked && this.references.unknown?.(record)) || new VanishedReference();
  }
}

// A repository of one memory table, whose list is the table's matching rows.
import type { ListDefinition } from '../../../../application/listing/list-query.js';
import { ListedRepository } from '../../shared/listed-repository.js';
import type { MemoryStore } from '../memory-store.js';
import { type MemoryListingSource, memoryListing } from './memory-listing.js';

/** How a table's rows are listed: the list's sort keys and values, the rows' filters and words. */
export type MemoryTableListing<T extends { readonly id: number }, K extends string, F> = Omit<
  MemoryListingSource<T, F>,
  'rows'
> & { readonly definition: ListDefinition<T, K> };

export abstract class MemoryTableRepository<
  T extends { readonly id: number },
  K extends string,
  F,
> extends ListedRepository<T, K, F> {
  constructor(
    protected readonly store: MemoryStore,
    protected readonly table: string,
    listing: MemoryTableListing<T, K, F>,
  ) {
    super(memoryListing({ ...listing, rows: () => this.all() }, listing.definition));
  }

  async findById(id: number): Promise<T | undefined> {
    return this.stored(id);
  }

  protected stored(id: number): T | undefined {
    return this.store.rows<T>(this.table).get(id);
  }

  protected all(): T[] {
    return [...this.store.rows<T>(this.table).values()];
  }

  protected nextId(): number {
    return this.store.nextId(this.table);
  }

  /** Stores `row` under its ID, replacing the row stored there. */
  protected put(row: T): T {
    this.store.mutable<T>(this.table).set(row.id, row);
    return row;
  }

  protected remove(id: number): boolean {
    return this.store.mutable(this.table).delete(id);
  }
}

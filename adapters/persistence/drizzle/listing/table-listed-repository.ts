// A repository whose items are its table's rows with what a second read adds (a user's roles, a role's permissions).
import type { ListDefinition } from '../../../../application/listing/list-query.js';
import { ListedRepository } from '../../shared/listed-repository.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import type { ListingTable } from './keyset-page.js';
import { tableListingWith } from './table-listing.js';

/** Pages, walks and counts `table`'s rows `R` as items `T`, each completed by `complete`. */
export abstract class TableListedRepository<
  T extends { readonly id: number },
  K extends string,
  F,
  R,
> extends ListedRepository<T, K, F> {
  constructor(
    protected readonly gateway: DrizzleGateway,
    table: ListingTable<K, F>,
    definition: ListDefinition<T, K>,
  ) {
    super(tableListingWith(gateway, table, definition, (db, rows: R[]) => this.complete(db, rows)));
  }

  protected get tables() {
    return this.gateway.tables;
  }

  /** The items of `rows`, read in `db`: one read for all of them. */
  protected abstract complete(db: Db, rows: readonly R[]): Promise<T[]>;
}

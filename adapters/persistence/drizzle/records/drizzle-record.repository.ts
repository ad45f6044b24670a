// The record kernel on Drizzle: what every kind's repository does alike over its table, whichever
// its lifecycle (archived: `drizzle-archivable.repository.ts`; deleted: `drizzle-coded-entity.repository.ts`).
import { type AnyColumn, and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import {
  DuplicateCode,
  type RecordKind,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import { ListedRepository } from '../../shared/listed-repository.js';
import { eachChunk, IDS_PER_STATEMENT } from '../chunks.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import type { Violations } from '../violations.js';
import { inList } from './bulk-sql.js';

/**
 * What a record write's violations mean: a unique one, that a code among `codes` is taken; a
 * foreign key, that a row it refers to was deleted since the caller checked it.
 */
export function codeViolations(kind: RecordKind, codes: string | readonly string[]): Violations {
  return { unique: () => new DuplicateCode(kind, codes), foreignKey: () => new VanishedReference() };
}

/**
 * The archivable and the coded repositories on Drizzle are this one over their kind's table, whose
 * rows are `R`; pages, walks and counts are the kind's listing's.
 */
export abstract class DrizzleRecordRepository<T, K extends string, L, R> extends ListedRepository<T, K, L> {
  constructor(
    protected readonly gateway: DrizzleGateway,
    private readonly table: PgTable,
    protected readonly kind: RecordKind,
    listing: ListingRepository<T, K, L>,
  ) {
    super(listing);
  }

  /** The rows whose `column` is one of `keys`, and `where` when given; IDS_PER_STATEMENT keys a statement. */
  protected rowsWith(column: AnyColumn, keys: readonly (number | string)[], where?: SQL): Promise<R[]> {
    const db = this.gateway.reader();
    return eachChunk(
      keys,
      IDS_PER_STATEMENT,
      (chunk) =>
        db
          .select()
          .from(this.table)
          .where(and(inList(column, chunk), where)) as unknown as Promise<R[]>,
    );
  }
}

// The record kernel on Drizzle: one repository over a kind's table, its reads written once; how
// its records go, and so which rows it shows, how it lists them and how it writes, is the removal
// its module gives it: `archival` (`bulk-writes.ts`) or `deletion` (`delete-writes.ts`).
import { type AnyColumn, and, type SQL } from 'drizzle-orm';
import { bareQuery, type KindListing } from '../../../../application/listing/coded-listing.js';
import type { ListDefinition } from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import {
  DuplicateCode,
  type RecordKind,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import { ListedRepository } from '../../shared/listed-repository.js';
import { eachChunk, IDS_PER_STATEMENT } from '../chunks.js';
import type { DrizzleGateway, Tables } from '../drizzle-gateway.js';
import { existingIdsOf } from '../existing-ids.js';
import type { ListingTable } from '../listing/keyset-page.js';
import type { Violations } from '../violations.js';
import { collect } from '../walk.js';
import { inList } from './bulk-sql.js';
import {
  type ArchivableRow,
  type ArchivableTable,
  type RecordMapping,
  toRecord,
  toRecords,
} from './mapping.js';
import type { RecordKernel } from './record-kernel.js';
import { recordStatements } from './statements.js';
import { activeReader } from './streaming.js';

/**
 * What a record write's violations mean: a unique one, that a code among `codes` is taken; a
 * foreign key, that a row it refers to was deleted since the caller checked it.
 */
export function codeViolations(kind: RecordKind, codes: string | readonly string[]): Violations {
  return { unique: () => new DuplicateCode(kind, codes), foreignKey: () => new VanishedReference() };
}

/** How a kind's records go: the rows it shows, its listing of them, and its writes `W`. */
export interface Removal<F, T extends { readonly id: number }, W> {
  /** An archived kind's unarchived rows; none: every row. */
  shown(table: ArchivableTable): SQL | undefined;
  listing<K extends string, L>(
    kernel: RecordKernel<F, T>,
    table: ListingTable<K, L>,
    definition: ListDefinition<T, K>,
  ): ListingRepository<T, K, L>;
  writes(kernel: RecordKernel<F, T>): W;
}

/** A kind's list: its table's sort columns, filters and search index, and how its records sort. */
export interface KindListingOf<T extends { readonly id: number }, K extends string, L> {
  readonly table: ListingTable<K, L>;
  readonly definition: ListDefinition<T, K>;
}

/** The repository of a kind: the reads every kind has, and the writes of its removal. */
export function drizzleRecords<F, T extends { readonly id: number }, K extends string, L, W>(
  gateway: DrizzleGateway,
  mapping: RecordMapping<F, T>,
  listing: KindListingOf<NoInfer<T>, K, L>,
  removal: Removal<F, NoInfer<T>, W>,
): DrizzleRecordRepository<F, T, K, L> & W {
  const repository = new DrizzleRecordRepository(gateway, mapping, listing, removal);
  return Object.assign(repository, removal.writes(repository.kernel));
}

export class DrizzleRecordRepository<
  F,
  T extends { readonly id: number },
  K extends string,
  L,
> extends ListedRepository<T, K, L> {
  readonly kernel: RecordKernel<F, T>;
  private readonly definition: ListDefinition<T, K>;
  private readonly shown: SQL | undefined;
  private readonly readActive;

  constructor(
    private readonly gateway: DrizzleGateway,
    private readonly mapping: RecordMapping<F, T>,
    listing: KindListingOf<T, K, L>,
    removal: Removal<F, T, unknown>,
  ) {
    const shown = removal.shown(mapping.table);
    const statements = recordStatements(mapping.table, mapping.kind.code, mapping.children?.joined, shown);
    const kernel = { gateway, mapping, statements };
    super(removal.listing(kernel, listing.table, listing.definition));
    this.kernel = kernel;
    this.definition = listing.definition;
    this.shown = shown;
    this.readActive = activeReader(kernel);
  }

  /** One statement: the row joined with its children. */
  async findById(id: number): Promise<T | undefined> {
    const { mapping, statements } = this.kernel;
    const rows = await statements.activeById(this.gateway.reader()).execute({ id });
    if (rows.length === 0) return undefined;
    const joined = mapping.children?.joined;
    const children = joined?.values(rows.flatMap(({ child }) => (child === null ? [] : [child])));
    return toRecords(mapping, [rows[0]!.row], children && new Map([[id, children]]))[0];
  }

  /** A row of the kind's table as a record, for a read that joins it (a badge's contacts). */
  toRecord(row: ArchivableRow): T {
    return toRecord(this.mapping, row);
  }

  /** The shown rows among `ids`, in no particular order. */
  findActiveByIds(ids: readonly number[]): Promise<T[]> {
    return this.shownWith(this.mapping.table.id, [...new Set(ids)]);
  }

  /** The shown rows among `codes`, in no particular order. */
  findByCodes(codes: readonly string[]): Promise<T[]> {
    return this.shownWith(this.mapping.table.code, [...new Set(codes)]);
  }

  existingIds(ids: readonly number[]): Promise<Set<number>> {
    return existingIdsOf(this.gateway, this.mapping.table as unknown as Tables['badges'], ids);
  }

  /** A deleted kind's list without parameters, walked: by code, a code-less kind's by its own order. */
  list(): Promise<T[]> {
    return collect(this.walk(bareQuery(this.definition as KindListing<T, K>)));
  }

  /** Every shown row by code, in two statements (`activeReader`). */
  listActive(): Promise<T[]> {
    return collect(this.gateway.walk(this.readActive));
  }

  streamActive(batchSize: number): AsyncIterable<T[]> {
    return this.gateway.walk(this.readActive, batchSize);
  }

  /** Shown rows whose `column` is one of `keys` (distinct), IDS_PER_STATEMENT a statement, then their children. */
  private async shownWith(column: AnyColumn, keys: readonly (number | string)[]): Promise<T[]> {
    const db = this.gateway.reader();
    const { table, children } = this.mapping;
    const rows = await eachChunk(
      keys,
      IDS_PER_STATEMENT,
      (chunk) =>
        db
          .select()
          .from(table)
          .where(and(inList(column, chunk), this.shown)) as unknown as Promise<ArchivableRow[]>,
    );
    if (rows.length === 0) return [];
    return toRecords(this.mapping, rows, await children?.load(db, rows));
  }
}

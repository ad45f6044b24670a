// The archivable kernel in memory: one kind of record, archived rows kept.

import type { WriteLog } from '../../../../application/changes/ports/write-log.js';
import type { ListDefinition } from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { ArchivableRepository } from '../../../../application/records/ports/archivable.repository.js';
import type { Archivable, NewArchivable } from '../../../../domain/archivable/archivable.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import {
  DuplicateCode,
  type RecordKind,
  StaleRecord,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import { ListedRepository } from '../../shared/listed-repository.js';
import { type MemoryListingSource, memoryListing } from '../listing/memory-listing.js';
import type { MemoryStore } from '../memory-store.js';

type Row<F> = Archivable<F> & { readonly archivedAt: Instant | null; readonly archivedBy: string | null };

/** How a kind's active records are listed: sort keys, filters and search words. */
export type MemoryRecordListing<F, K extends string, L> = Omit<
  MemoryListingSource<Archivable<F>, L>,
  'rows'
> & {
  readonly definition: ListDefinition<Archivable<F>, K>;
};

/** Archived rows stay in the table, as in the SQL adapters, so references to them still count. */
export class MemoryArchivableRepository<F, K extends string, L>
  extends ListedRepository<Archivable<F>, K, L>
  implements ArchivableRepository<F>
{
  protected readonly listing: ListingRepository<Archivable<F>, K, L>;

  constructor(
    private readonly store: MemoryStore,
    private readonly table: string,
    private readonly kind: RecordKind,
    listing: MemoryRecordListing<F, K, L>,
    /** Whether every row the record refers to is stored: the SQL adapters' foreign keys in memory. */
    private readonly referencesStored: (record: F) => boolean = () => true,
  ) {
    super();
    this.listing = memoryListing({ ...listing, rows: () => this.active() }, listing.definition);
  }

  async findActive(id: number): Promise<Archivable<F> | undefined> {
    const row = this.store.rows<Row<F>>(this.table).get(id);
    return row && row.archivedAt === null ? toRecord(row) : undefined;
  }

  async findActiveByIds(ids: readonly number[]): Promise<Archivable<F>[]> {
    const wanted = new Set(ids);
    return this.active().filter((row) => wanted.has(row.id));
  }

  async findActiveByCodes(codes: readonly string[]): Promise<Archivable<F>[]> {
    const wanted = new Set(codes);
    return this.active().filter((row) => wanted.has(row.code));
  }

  async listActive(): Promise<Archivable<F>[]> {
    return this.active().sort((a, b) => compareCodePoints(a.code, b.code) || a.id - b.id);
  }

  /** The rows are in memory already; batching only keeps the contract of the SQL adapters. */
  async *streamActive(batchSize: number): AsyncIterable<Archivable<F>[]> {
    const rows = await this.listActive();
    for (let start = 0; start < rows.length; start += batchSize) yield rows.slice(start, start + batchSize);
  }

  insertMany(records: readonly NewArchivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]> {
    return this.logged(log, () => this.inserted(records));
  }

  updateMany(records: readonly Archivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]> {
    return this.logged(log, () => this.updated(records));
  }

  /** The write and its log's entries in one unit of work, the caller's or one of its own. */
  private logged(
    log: WriteLog<Archivable<F>> | undefined,
    write: () => Archivable<F>[],
  ): Promise<Archivable<F>[]> {
    return this.store.run(async () => {
      const stored = write();
      await log?.append(stored);
      return stored;
    });
  }

  private inserted(records: readonly NewArchivable<F>[]): Archivable<F>[] {
    const taken = new Set(this.active().map((row) => row.code));
    const clashes: string[] = [];
    for (const { code } of records) {
      if (taken.has(code)) clashes.push(code);
      taken.add(code);
    }
    if (clashes.length > 0) throw new DuplicateCode(this.kind, clashes);
    this.assertReferencesStored(records);
    const rows = this.store.mutable<Row<F>>(this.table);
    return records.map((record) => {
      // Not `{ ...record, id }`: adding keys after a spread is many times slower in V8.
      const row = Object.assign({}, record, {
        id: this.store.nextId(this.table),
        version: 1,
        archivedAt: null,
        archivedBy: null,
      });
      rows.set(row.id, row as Row<F>);
      return toRecord(row as Row<F>);
    });
  }

  private updated(records: readonly Archivable<F>[]): Archivable<F>[] {
    this.assertReferencesStored(records);
    const rows = this.store.mutable<Row<F>>(this.table);
    return records.map((record) => {
      const stored = rows.get(record.id);
      if (!stored || stored.archivedAt !== null || stored.version !== record.version) {
        throw new StaleRecord(this.kind, record.id);
      }
      const row = { ...stored, ...record, version: record.version + 1 };
      rows.set(row.id, row);
      return toRecord(row);
    });
  }

  archive(ids: readonly number[], actor: string, at: Instant): Promise<number[]> {
    return this.store.write(() => {
      const rows = this.store.mutable<Row<F>>(this.table);
      const archived: number[] = [];
      for (const id of new Set(ids)) {
        const stored = rows.get(id);
        if (!stored || stored.archivedAt !== null) continue;
        rows.set(id, {
          ...stored,
          archivedAt: at,
          archivedBy: actor,
          updatedAt: at,
          updatedBy: actor,
          version: stored.version + 1,
        });
        archived.push(id);
      }
      return archived;
    });
  }

  /** A referenced row deleted since the caller checked it: what the SQL adapters answer too. */
  private assertReferencesStored(records: readonly F[]): void {
    if (!records.every(this.referencesStored)) throw new VanishedReference();
  }

  private active(): Archivable<F>[] {
    return [...this.store.rows<Row<F>>(this.table).values()]
      .filter((row) => row.archivedAt === null)
      .map(toRecord);
  }
}

function toRecord<F>(row: Row<F>): Archivable<F> {
  const { archivedAt: _archivedAt, archivedBy: _archivedBy, ...record } = row;
  return record as unknown as Archivable<F>;
}

// The record kernel's archivable kinds on Drizzle: archived rows kept, a version guarding each
// update; the writes in `bulk-writes.ts` (a lone record's on Postgres, `alone-writes.ts`).

import { isNull } from 'drizzle-orm';
import type { WriteLog } from '../../../../application/changes/ports/write-log.js';
import type { ListDefinition } from '../../../../application/listing/list-query.js';
import type { ArchivableRepository } from '../../../../application/records/ports/archivable.repository.js';
import type { Archivable, NewArchivable } from '../../../../domain/records/archivable.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import type { RecordEntries } from '../changes/record-entries.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import type { ListingTable } from '../listing/keyset-page.js';
import { collect } from '../walk.js';
import type { ArchivableKernel } from './archivable-kernel.js';
import { archive, insertMany, updateMany } from './bulk-writes.js';
import { DrizzleRecordRepository } from './drizzle-record.repository.js';
import { recordListing } from './listing.js';
import { type ArchivableMapping, type ArchivableRow, toRecords } from './mapping.js';
import { archivableStatements } from './statements.js';
import { activeReader } from './streaming.js';

export class DrizzleArchivableRepository<F, K extends string, L>
  extends DrizzleRecordRepository<Archivable<F>, K, L, ArchivableRow>
  implements ArchivableRepository<F>
{
  private readonly kernel: ArchivableKernel<F>;
  private readonly readActive;

  constructor(
    gateway: DrizzleGateway,
    mapping: ArchivableMapping<F>,
    listing: { readonly table: ListingTable<K, L>; readonly definition: ListDefinition<Archivable<F>, K> },
    entries?: RecordEntries,
  ) {
    const statements = archivableStatements(mapping.table, mapping.kind.code, mapping.children?.joined);
    const kernel = { gateway, mapping, statements, entries };
    super(gateway, mapping.table, mapping.kind, recordListing(kernel, listing.table, listing.definition));
    this.kernel = kernel;
    this.readActive = activeReader(kernel);
  }

  /** One statement: the row joined with its children. */
  async findActive(id: number): Promise<Archivable<F> | undefined> {
    const { mapping, statements } = this.kernel;
    const rows = await statements.activeById(this.gateway.reader()).execute({ id });
    if (rows.length === 0) return undefined;
    const joined = mapping.children?.joined;
    const children = joined?.values(rows.flatMap(({ child }) => (child === null ? [] : [child])));
    return toRecords(mapping, [rows[0]!.row], children && new Map([[id, children]]))[0];
  }

  findActiveByIds(ids: readonly number[]): Promise<Archivable<F>[]> {
    return this.activeWith(this.kernel.mapping.table.id, [...new Set(ids)]);
  }

  findActiveByCodes(codes: readonly string[]): Promise<Archivable<F>[]> {
    return this.activeWith(this.kernel.mapping.table.code, [...new Set(codes)]);
  }

  listActive(): Promise<Archivable<F>[]> {
    return collect(this.gateway.walk(this.readActive));
  }

  streamActive(batchSize: number): AsyncIterable<Archivable<F>[]> {
    return this.gateway.walk(this.readActive, batchSize);
  }

  insertMany(records: readonly NewArchivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]> {
    return insertMany(this.kernel, records, log);
  }

  updateMany(records: readonly Archivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]> {
    return updateMany(this.kernel, records, log);
  }

  archive(ids: readonly number[], actor: string, at: Instant): Promise<number[]> {
    return archive(this.kernel, ids, actor, at);
  }

  /** Active rows whose `column` is one of `keys` (distinct), then the children of those found. */
  private async activeWith(
    column: ArchivableMapping<F>['table']['id' | 'code'],
    keys: readonly (number | string)[],
  ): Promise<Archivable<F>[]> {
    const { mapping } = this.kernel;
    const rows = await this.rowsWith(column, keys, isNull(mapping.table.archivedAt));
    if (rows.length === 0) return [];
    const children = await mapping.children?.load(
      this.gateway.reader(),
      rows.map((row) => row.id),
    );
    return toRecords(mapping, rows, children);
  }
}

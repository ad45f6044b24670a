// The archivable kernel on Drizzle: one kind's repository, composed of the kernel's parts.

import type { WriteLog } from '../../../../application/changes/ports/write-log.js';
import type { ListDefinition } from '../../../../application/listing/list-query.js';
import type { ArchivableRepository } from '../../../../application/records/ports/archivable.repository.js';
import type { Archivable, NewArchivable } from '../../../../domain/archivable/archivable.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { ListedRepository } from '../../shared/listed-repository.js';
import type { RecordEntries } from '../changes/record-entries.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import type { ListingTable } from '../listing/keyset-page.js';
import { collect } from '../walk.js';
import type { ArchivableKernel } from './archivable-kernel.js';
import { archive, insertMany, updateMany } from './bulk-writes.js';
import { recordListing } from './listing.js';
import { findActive, findActiveWhere } from './lookups.js';
import type { ArchivableMapping } from './mapping.js';
import { archivableStatements } from './statements.js';
import { activeReader } from './streaming.js';

export class DrizzleArchivableRepository<F, K extends string, L>
  extends ListedRepository<Archivable<F>, K, L>
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
    super(recordListing(kernel, listing.table, listing.definition));
    this.kernel = kernel;
    this.readActive = activeReader(kernel);
  }

  findActive(id: number): Promise<Archivable<F> | undefined> {
    return findActive(this.kernel, id);
  }

  findActiveByIds(ids: readonly number[]): Promise<Archivable<F>[]> {
    return findActiveWhere(this.kernel, this.kernel.mapping.table.id, [...new Set(ids)]);
  }

  findActiveByCodes(codes: readonly string[]): Promise<Archivable<F>[]> {
    return findActiveWhere(this.kernel, this.kernel.mapping.table.code, [...new Set(codes)]);
  }

  listActive(): Promise<Archivable<F>[]> {
    return collect(this.kernel.gateway.walk(this.readActive));
  }

  streamActive(batchSize: number): AsyncIterable<Archivable<F>[]> {
    return this.kernel.gateway.walk(this.readActive, batchSize);
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
}

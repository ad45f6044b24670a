// The record kernel's archivable kinds in memory: archived rows kept, a version guarding each update.

import type { WriteLog } from '../../../../application/changes/ports/write-log.js';
import type { ArchivableRepository } from '../../../../application/records/ports/archivable.repository.js';
import type { Archivable, NewArchivable } from '../../../../domain/records/archivable.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { StaleRecord } from '../../../../domain/shared/record.errors.js';
import { MemoryRecordRepository } from './memory-record.repository.js';

type Row<F> = Archivable<F> & { readonly archivedAt: Instant | null; readonly archivedBy: string | null };

/** Archived rows stay in the table, as in the SQL adapters, so references to them still count. */
export class MemoryArchivableRepository<F, K extends string, L>
  extends MemoryRecordRepository<Archivable<F>, K, L, F>
  implements ArchivableRepository<F>
{
  async findActive(id: number): Promise<Archivable<F> | undefined> {
    return this.stored(id);
  }

  async findActiveByIds(ids: readonly number[]): Promise<Archivable<F>[]> {
    return this.withIds(ids);
  }

  async findActiveByCodes(codes: readonly string[]): Promise<Archivable<F>[]> {
    return this.withCodes(codes);
  }

  async listActive(): Promise<Archivable<F>[]> {
    return this.byCode();
  }

  /** The rows are in memory already; batching only keeps the contract of the SQL adapters. */
  async *streamActive(batchSize: number): AsyncIterable<Archivable<F>[]> {
    const rows = this.byCode();
    for (let start = 0; start < rows.length; start += batchSize) yield rows.slice(start, start + batchSize);
  }

  insertMany(records: readonly NewArchivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]> {
    return this.logged(log, () => this.inserted(records));
  }

  updateMany(records: readonly Archivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]> {
    return this.logged(log, () => this.updated(records));
  }

  archive(ids: readonly number[], actor: string, at: Instant): Promise<number[]> {
    return this.store.write(() => {
      const rows = this.rows();
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

  /** The active record of `id`. */
  protected override stored(id: number): Archivable<F> | undefined {
    const row = this.store.rows<Row<F>>(this.table).get(id);
    return row && row.archivedAt === null ? toRecord(row) : undefined;
  }

  /** The active records: what lists and lookups show. */
  protected override all(): Archivable<F>[] {
    return [...this.store.rows<Row<F>>(this.table).values()]
      .filter((row) => row.archivedAt === null)
      .map(toRecord);
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
    this.assertCodesFree(records.map(({ code }) => code));
    for (const record of records) this.assertReferencesStored(record);
    const rows = this.rows();
    return records.map((record) => {
      // Not `{ ...record, id }`: adding keys after a spread is many times slower in V8.
      const row = Object.assign({}, record, {
        id: this.nextId(),
        version: 1,
        archivedAt: null,
        archivedBy: null,
      });
      rows.set(row.id, row as Row<F>);
      return toRecord(row as Row<F>);
    });
  }

  private updated(records: readonly Archivable<F>[]): Archivable<F>[] {
    for (const record of records) this.assertReferencesStored(record);
    const rows = this.rows();
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

  private rows(): Map<number | string, Row<F>> {
    return this.store.mutable<Row<F>>(this.table);
  }
}

function toRecord<F>(row: Row<F>): Archivable<F> {
  const { archivedAt: _archivedAt, archivedBy: _archivedBy, ...record } = row;
  return record as unknown as Archivable<F>;
}

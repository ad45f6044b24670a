import type { Archivable, NewArchivable } from '../../../domain/records/archivable.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { WriteLog } from '../../changes/ports/write-log.js';
import type { RecordReads } from './record-reads.js';

/** Storage of one kind of archivable record. Archived rows are invisible to every method. */
export interface ArchivableRepository<F> extends RecordReads<Archivable<F>> {
  /** Active rows with these IDs, in no particular order. */
  findActiveByIds(ids: readonly number[]): Promise<Archivable<F>[]>;
  /** Ordered by code (code point order). */
  listActive(): Promise<Archivable<F>[]>;
  /**
   * Every active row ordered by code, `batchSize` rows at a time, each batch read only when
   * the consumer asks for the next: memory stays flat however many rows there are.
   */
  streamActive(batchSize: number): AsyncIterable<Archivable<F>[]>;
  /**
   * Throws DuplicateCode when an active row has one of the codes. Returns them in input order.
   * Given `log`, their change entries are written with them atomically: in the running unit of
   * work, or in one of the store's own when none runs.
   */
  insertMany(records: readonly NewArchivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]>;
  /**
   * Writes each record if its stored version is still `record.version` and it is active;
   * else throws StaleRecord and writes none. Returns them with their new version. Given `log`,
   * their change entries are written with them, as `insertMany` writes them.
   */
  updateMany(records: readonly Archivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]>;
  /** Archives the active rows among `ids`; returns the IDs it archived. */
  archive(ids: readonly number[], actor: string, at: Instant): Promise<number[]>;
}

import type { NewChange } from '../../../domain/changes/change.js';

/**
 * The change entries of a write, handed to the store with it (docs/adr/0068-one-change-log-written-with-the-write.md).
 * A store that can write a record and its entry together (one statement on Postgres) does;
 * any other writes the records, then calls `append`, in the same unit of work.
 */
export interface WriteLog<R> {
  /** Each record's entry, in the same order, from the records as they are (or will be) stored. */
  entries(stored: readonly R[]): readonly NewChange[];
  /** Appends the stored records' entries through the log, and what its outboxes queue for them. */
  append(stored: readonly R[]): Promise<void>;
  /** The store wrote the entries itself (with their webhook deliveries): readers are told after the commit. */
  written(): void;
}

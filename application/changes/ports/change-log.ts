import type { Change, ChangeActor, ChangedResource, NewChange } from '../../../domain/changes/change.js';
import type { Instant } from '../../../domain/shared/instant.js';

/**
 * The entries a restore appended, all `restored`, at `at` by `actor`, with no changes and no
 * record: IDs from `first` to `last` (on Postgres, other writers' entries may lie between).
 */
export interface RestoredEntries {
  readonly first: number;
  readonly last: number;
  readonly at: Instant;
  readonly actor: ChangeActor;
}

/** The log of every record write (docs/api/changes.md): history, webhooks and the live feed read it. */
export interface ChangeLog {
  /**
   * Appends in the running unit of work, so an entry exists exactly when its write does. IDs are
   * given in commit order: once an entry is readable, no entry with a smaller ID can appear.
   */
  append(changes: readonly NewChange[]): Promise<Change[]>;
  /**
   * In the running unit of work, one `restored` entry for every record of every kind stored
   * now, kind by kind in ID order, written by the store itself (a million records restored make
   * a million entries); none when no record is stored.
   */
  appendRestored(actor: ChangeActor, at: Instant): Promise<RestoredEntries | undefined>;
  /** One record's entries, newest first: `limit` of them with IDs below `before` when given. */
  history(resource: ChangedResource, recordId: number, limit: number, before?: number): Promise<Change[]>;
  /** Entries with IDs above `after`, oldest first, at most `limit`. */
  after(after: number, limit: number): Promise<Change[]>;
  /** The newest entry's ID; 0 when the log is empty. */
  latest(): Promise<number>;
  /** Deletes at most `limit` of the entries older than `before`, oldest first; returns how many. */
  prune(before: Instant, limit: number): Promise<number>;
  /** The ID of the newest entry beyond the newest `keep`; 0 when the log holds no more than `keep`. */
  newestBeyond(keep: number): Promise<number>;
  /** Deletes at most `limit` of the entries whose IDs are `through` or below, oldest first; returns how many. */
  pruneThrough(through: number, limit: number): Promise<number>;
}

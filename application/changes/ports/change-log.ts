import type { Change, ChangedResource, NewChange } from '../../../domain/changes/change.js';
import type { Instant } from '../../../domain/shared/instant.js';

/** The log of every record write (docs/api/changes.md): history, webhooks and the live feed read it. */
export interface ChangeLog {
  /**
   * Appends in the running unit of work, so an entry exists exactly when its write does. IDs are
   * given in commit order: once an entry is readable, no entry with a smaller ID can appear.
   */
  append(changes: readonly NewChange[]): Promise<Change[]>;
  /** One record's entries, newest first: `limit` of them with IDs below `before` when given. */
  history(resource: ChangedResource, recordId: number, limit: number, before?: number): Promise<Change[]>;
  /** Entries with IDs above `after`, oldest first, at most `limit`. */
  after(after: number, limit: number): Promise<Change[]>;
  /** The newest entry's ID; 0 when the log is empty. */
  latest(): Promise<number>;
  /** Deletes at most `limit` of the entries older than `before`, oldest first; returns how many. */
  prune(before: Instant, limit: number): Promise<number>;
}

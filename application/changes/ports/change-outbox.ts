import type { Change } from '../../../domain/changes/change.js';
import type { RestoredEntries } from './change-log.js';

/**
 * Work that must be queued in the same transaction as the entries it is for (webhook
 * deliveries): it runs inside the write's unit of work, after the entries are appended.
 */
export interface ChangeOutbox {
  enqueue(changes: readonly Change[]): Promise<void>;
  /** The same for a restore's entries, read where the log keeps them rather than passed one by one. */
  enqueueRestored(entries: RestoredEntries): Promise<void>;
}

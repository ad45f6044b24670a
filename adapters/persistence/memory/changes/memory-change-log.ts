// The change log in memory: an append-only list, grown when the writing unit of work commits.
import type { ChangeLog } from '../../../../application/changes/ports/change-log.js';
import type { Change, ChangedResource, NewChange } from '../../../../domain/changes/change.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import type { MemoryStore } from '../memory-store.js';

/**
 * Not a table of the store: a table is copied by every unit of work that changes it, and the log
 * grows with every write. Entries join the list once their unit commits, in ID order, since units
 * of work run one at a time; a unit that rolls back leaves only a gap in the IDs.
 */
export class MemoryChangeLog implements ChangeLog {
  private entries: Change[] = [];

  constructor(private readonly store: MemoryStore) {}

  append(changes: readonly NewChange[]): Promise<Change[]> {
    return this.store.write(() => {
      const appended = changes.map((change) => ({ ...change, id: this.store.nextId('changes') }));
      this.store.afterCommit(() => this.entries.push(...appended));
      return appended;
    });
  }

  async history(resource: ChangedResource, recordId: number, limit: number, before?: number) {
    const found: Change[] = [];
    for (let index = this.entries.length - 1; index >= 0 && found.length < limit; index--) {
      const entry = this.entries[index]!;
      if (
        entry.resource === resource &&
        entry.recordId === recordId &&
        (before === undefined || entry.id < before)
      )
        found.push(entry);
    }
    return found;
  }

  async after(after: number, limit: number) {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.entries[middle]!.id > after) high = middle;
      else low = middle + 1;
    }
    return this.entries.slice(low, low + limit);
  }

  async latest(): Promise<number> {
    return this.entries.at(-1)?.id ?? 0;
  }

  /** Empties the log when the running unit of work commits: a restore replaced what it told of. */
  clearOnCommit(): void {
    this.store.afterCommit(() => {
      this.entries = [];
    });
  }

  async prune(before: Instant, limit: number): Promise<number> {
    let count = 0;
    while (count < limit && count < this.entries.length && this.entries[count]!.at < before) count++;
    this.entries = this.entries.slice(count);
    return count;
  }
}

// The change log in memory: an append-only list, grown when the writing unit of work commits.
import type { ChangeLog, RestoredEntries } from '../../../../application/changes/ports/change-log.js';
import {
  CHANGED_RESOURCES,
  type Change,
  type ChangeActor,
  type ChangedResource,
  type NewChange,
} from '../../../../domain/changes/change.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { CHANGED_TABLES } from '../../shared/changed-tables.js';
import type { MemoryStore } from '../memory-store.js';

/**
 * Not a table of the store: a table is copied by every unit of work that changes it, and the log
 * grows with every write. Entries join the list once their unit commits, in ID order, since units
 * of work run one at a time; a unit that rolls back leaves only a gap in the IDs.
 */
export class MemoryChangeLog implements ChangeLog {
  private entries: Change[] = [];
  /** The entries of the restore under way, for the outbox: they join `entries` on commit. */
  private restored: Change[] = [];

  constructor(private readonly store: MemoryStore) {}

  append(changes: readonly NewChange[]): Promise<Change[]> {
    return this.store.write(() => {
      const appended = changes.map((change) => ({ ...change, id: this.store.nextId('changes') }));
      this.store.afterCommit(() => this.entries.push(...appended));
      return appended;
    });
  }

  appendRestored(actor: ChangeActor, at: Instant): Promise<RestoredEntries | undefined> {
    return this.store.write(() => {
      const appended: Change[] = [];
      for (const resource of CHANGED_RESOURCES) {
        const records = [
          ...this.store.rows<{ id: number; code?: string }>(CHANGED_TABLES[resource]).values(),
        ];
        for (const { id, code } of records.sort((a, b) => a.id - b.id)) {
          appended.push({
            id: this.store.nextId('changes'),
            resource,
            recordId: id,
            code: code ?? null,
            action: 'restored',
            actor,
            at,
            fields: [],
            record: null,
          });
        }
      }
      this.restored = appended;
      this.store.afterCommit(() => {
        // Not push(...appended): a million arguments overflow the stack.
        this.entries = this.entries.concat(appended);
        this.restored = [];
      });
      if (appended.length === 0) return undefined;
      return { first: appended[0]!.id, last: appended.at(-1)!.id, at, actor };
    });
  }

  /** The entries `appendRestored` gave in the running unit of work. */
  restoring(entries: RestoredEntries): Change[] {
    return this.restored.filter((entry) => entry.id >= entries.first && entry.id <= entries.last);
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
    return this.dropOldest(limit, (entry) => entry.at < before);
  }

  async newestBeyond(keep: number): Promise<number> {
    return this.entries.at(-keep - 1)?.id ?? 0;
  }

  async pruneThrough(through: number, limit: number): Promise<number> {
    return this.dropOldest(limit, (entry) => entry.id <= through);
  }

  private dropOldest(limit: number, old: (entry: Change) => boolean): number {
    let count = 0;
    while (count < limit && count < this.entries.length && old(this.entries[count]!)) count++;
    this.entries = this.entries.slice(count);
    return count;
  }
}

// In-memory tables and their unit of work, shared by every memory repository.
import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.js';
import { AsyncMutex } from '../shared/async-mutex.js';
import { UnitContext } from '../shared/unit-context.js';

type Key = number | string;
type Table = Map<Key, unknown>;

/** A unit of work in progress: its copies of the tables it changes, and what to do once it commits. */
interface Work {
  readonly tables: Map<string, Table>;
  readonly committed: (() => void)[];
}

/**
 * In-memory tables with the transactional behaviour of the SQL adapters: units of work
 * run one at a time; each works on copy-on-write copies of the tables it changes, which
 * replace the committed tables only when it succeeds. Readers outside a unit of work
 * see committed state only. Rows are immutable values: change a row by replacing it.
 */
export class MemoryStore implements UnitOfWork {
  private readonly committed = new Map<string, Table>();
  private readonly sequences = new Map<string, number>();
  private readonly lock = new AsyncMutex();
  private readonly working = new UnitContext<Work>();

  rows<R>(table: string): ReadonlyMap<Key, R> {
    return (this.working.getStore()?.tables.get(table) ??
      this.committed.get(table) ??
      new Map()) as ReadonlyMap<Key, R>;
  }

  /** The table to change; only inside a unit of work. */
  mutable<R>(table: string): Map<Key, R> {
    const working = this.working.getStore()?.tables;
    if (!working) throw new Error('MemoryStore: a change outside a unit of work');
    let copy = working.get(table);
    if (!copy) {
      copy = new Map(this.committed.get(table) ?? []);
      working.set(table, copy);
    }
    return copy as Map<Key, R>;
  }

  nextId(table: string): number {
    const next = (this.sequences.get(table) ?? 0) + 1;
    this.sequences.set(table, next);
    return next;
  }

  /** Moves a table's IDs past `id`: a restore writes rows with their own IDs. */
  reserveIds(table: string, id: number): void {
    this.sequences.set(table, Math.max(this.sequences.get(table) ?? 0, id));
  }

  write<T>(work: () => T | Promise<T>): Promise<T> {
    return this.run(async () => work());
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.working.getStore()) return work();
    return this.lock.runExclusive(async () => {
      const working: Work = { tables: new Map(), committed: [] };
      const result = await this.working.run(working, work);
      for (const [name, table] of working.tables) this.committed.set(name, table);
      for (const callback of working.committed) callback();
      return result;
    });
  }

  afterCommit(callback: () => void): void {
    const working = this.working.getStore();
    if (working) working.committed.push(callback);
    else callback();
  }
}

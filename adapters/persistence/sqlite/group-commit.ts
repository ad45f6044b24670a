// Units of work on SQLite's one writer connection, committed together when they queue up.
import { AsyncResource } from 'node:async_hooks';

/** What the writer connection does for a group: open its transaction, run statements, tell whether one is open. */
export interface WriterControl {
  /** BEGIN IMMEDIATE, retried until `deadline` while another process holds the write lock. */
  begin(deadline: number): Promise<void>;
  exec(sql: string): void;
  readonly inTransaction: boolean;
}

/** What a unit leaves to be done once its own statements have run. */
export interface UnitHooks {
  /** Called once the group has committed. */
  readonly committed: (() => void)[];
  /**
   * Writes run in the group's transaction once the unit's savepoint is released, outside it: a
   * failure there cannot be undone alone, so it ends the group (released-appends.ts).
   */
  readonly released: (() => void)[];
}

export interface QueuedWork<T> {
  /** Runs the unit's statements, leaving `hooks` what is to follow them. */
  readonly work: (hooks: UnitHooks) => Promise<T>;
  /** When the unit was asked for (performance.now() time), for its duration. */
  readonly started: number;
  /** How long a write waits for another process's write lock (performance.now() time). */
  readonly deadline: number;
}

interface Waiting<T> extends QueuedWork<T> {
  resolve(result: T): void;
  reject(error: unknown): void;
}

interface Done {
  readonly unit: Waiting<unknown>;
  readonly result: unknown;
  readonly committed: (() => void)[];
}

/** What the database is told of each unit: its outcome, and how many wait. */
export interface GroupEvents {
  settled(outcome: 'commit' | 'rollback', started: number): void;
  waiting(count: number): void;
}

/**
 * Most of a single-row write's cost on SQLite is its COMMIT: every page the row touched (the
 * table's, each index's, the search index's) is written to the log, about 90 µs of the 120 µs
 * an insert takes on its own. Units of work that queued behind one another therefore share one
 * transaction: each runs in a savepoint, so one that fails undoes only its own statements, and
 * each is answered only once the group has committed, so nothing is acknowledged that a crash
 * could lose. A group closes when no unit waits even after one more turn of the event loop (in
 * which requests it has read may ask to write), or at `maxUnits` or `maxMillis`, so the first
 * unit's answer waits a bounded time.
 */
export class GroupCommit {
  private readonly queue: Waiting<unknown>[] = [];
  private draining = false;

  constructor(
    private readonly writer: WriterControl,
    private readonly events: GroupEvents,
    private readonly limits = { maxUnits: 64, maxMillis: 5 },
  ) {}

  /** The work runs in the caller's async context, whichever unit's turn started the group. */
  submit<T>(unit: QueuedWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // Not `AsyncResource.bind`: it defines two deprecated accessors on every function it binds.
      const context = new AsyncResource('SqliteUnitOfWork');
      const work = (hooks: UnitHooks) => context.runInAsyncScope(unit.work, undefined, hooks);
      this.queue.push({ ...unit, work, resolve, reject } as Waiting<unknown>);
      this.events.waiting(this.queue.length);
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) await this.runGroup();
    } catch (error) {
      // The connection itself failed (closed, out of memory): no unit waiting is left hanging.
      for (const unit of this.queue.splice(0)) this.fail(unit, error);
    } finally {
      this.draining = false;
    }
  }

  private async runGroup(): Promise<void> {
    const first = this.next();
    try {
      await this.writer.begin(first.deadline);
    } catch (error) {
      this.fail(first, error);
      return;
    }
    const opened = performance.now();
    const done: Done[] = [];
    try {
      if (await this.runUnits(first, opened, done)) this.commit(done);
    } catch (error) {
      for (const lost of done) this.fail(lost.unit, error);
      this.abandon();
      throw error;
    }
  }

  /** Runs the group's units; false when the transaction was lost on the way, with the units before. */
  private async runUnits(first: Waiting<unknown>, opened: number, done: Done[]): Promise<boolean> {
    let unit: Waiting<unknown> | undefined = first;
    let ran = 0;
    while (unit) {
      ran += 1;
      const outcome = await this.runUnit(unit);
      if ('error' in outcome) {
        if (!this.writer.inTransaction) {
          // An error that ends the whole transaction (a full disk, an I/O error) takes the group's writes with it.
          for (const lost of done.splice(0)) this.fail(lost.unit, outcome.error);
          return false;
        }
      } else done.push(outcome);
      const full = ran >= this.limits.maxUnits || performance.now() - opened >= this.limits.maxMillis;
      // Requests the event loop has not reached yet may be about to write: one turn to join.
      if (!full && this.queue.length === 0) await new Promise(setImmediate);
      unit = full || this.queue.length === 0 ? undefined : this.next();
    }
    return true;
  }

  private async runUnit(unit: Waiting<unknown>): Promise<Done | { error: unknown }> {
    const hooks: UnitHooks = { committed: [], released: [] };
    let result: unknown;
    try {
      this.writer.exec('SAVEPOINT unit');
      result = await unit.work(hooks);
      this.writer.exec('RELEASE unit');
    } catch (error) {
      this.undo();
      this.fail(unit, error);
      return { error };
    }
    try {
      for (const write of hooks.released) write();
    } catch (error) {
      this.abandon();
      this.fail(unit, error);
      return { error };
    }
    return { unit, result, committed: hooks.committed };
  }

  /** Undoes a unit's statements; when even that fails, the whole transaction, the group with it. */
  private undo(): void {
    if (!this.writer.inTransaction) return;
    try {
      this.writer.exec('ROLLBACK TO unit; RELEASE unit');
    } catch {
      this.abandon();
    }
  }

  /** Ends the open transaction, if any, without its writes. */
  private abandon(): void {
    if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
  }

  private commit(done: readonly Done[]): void {
    try {
      this.writer.exec('COMMIT');
    } catch (error) {
      this.abandon();
      for (const { unit } of done) this.fail(unit, error);
      return;
    }
    for (const { unit, result, committed } of done) {
      this.events.settled('commit', unit.started);
      for (const callback of committed) callback();
      unit.resolve(result);
    }
  }

  private next(): Waiting<unknown> {
    const unit = this.queue.shift()!;
    this.events.waiting(this.queue.length);
    return unit;
  }

  private fail(unit: Waiting<unknown>, error: unknown): void {
    this.events.settled('rollback', unit.started);
    unit.reject(error);
  }
}

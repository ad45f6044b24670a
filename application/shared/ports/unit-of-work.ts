/**
 * Runs multi-row work atomically: every repository call made inside `work` joins
 * the same transaction; a throw rolls all of it back. Nested calls join the outer one.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `callback` once the current unit of work has committed, so that what it does (emptying
   * a cache, say) cannot be undone by a reader of the state before the commit; at once outside a
   * unit of work; never when the unit of work rolls back. Callbacks run in registration order
   * and must not throw.
   */
  afterCommit(callback: () => void): void;
}

/**
 * Runs multi-row work atomically: every repository call made inside `work` joins
 * the same transaction; a throw rolls all of it back. Nested calls join the outer one.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

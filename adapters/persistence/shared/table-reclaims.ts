// A table's upkeep run in the background after bulk archives, one per table at a time.

/**
 * Runs a table's upkeep (Postgres: `VACUUM (ANALYZE)`, outside any transaction; SQLite: its search
 * index merged) at most once per table at a time; a request while one runs asks for one more
 * after it. A failure (the database out of reach, closed) is left to the database's own upkeep,
 * which does the same later.
 */
export class TableReclaims {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();

  constructor(private readonly upkeep: (table: string) => Promise<unknown>) {}

  request(table: string): void {
    if (this.running.has(table)) {
      this.again.add(table);
      return;
    }
    const run = this.upkeep(table)
      .then(
        () => {},
        () => {},
      )
      .finally(() => {
        this.running.delete(table);
        if (this.again.delete(table)) this.request(table);
      });
    this.running.set(table, run);
  }

  /** Resolves once no upkeep runs or waits to run. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }
}

// Postgres: selects whose best plan their values do not change, prepared once per connection.
import type postgres from 'postgres';

/**
 * postgres.js keeps a prepared statement on its connection, and the server its plan, until the
 * connection closes: texts are admitted up to this bound, the rest run unprepared (parsed and
 * planned each time), so that no sequence of requests grows either without limit. A kind's
 * pages by every sort key, direction and value filter make a few hundred texts at most.
 */
export const MAX_TEXTS = 512;

/**
 * A page of four index ranges took 1.4 ms to plan and 0.3 ms to run; prepared, after five runs
 * the server keeps a generic plan, the same index ranges
 * (docs/adr/0069-postgres-pages-prepared-where-their-plan-holds.md).
 */
export class PlannedReads {
  private readonly admitted = new Set<string>();

  /** Whether `text` runs prepared. */
  private admit(text: string): boolean {
    if (this.admitted.has(text)) return true;
    if (this.admitted.size >= MAX_TEXTS) return false;
    this.admitted.add(text);
    return true;
  }

  /** The rows of `text` as arrays: prepared where admitted, else as Drizzle sends a query. */
  async rows(client: postgres.Sql, text: string, params: unknown[]): Promise<unknown[][]> {
    const prepare = this.admit(text);
    return (await client.unsafe(text, params as never[], { prepare }).values()) as unknown[][];
  }
}

// Rows a unit of work appends to an append-only table (the change log), written after its savepoint.
import type Database from 'better-sqlite3';
import { rowsPerStatement } from '../drizzle/chunks.js';
import type { UnitHooks } from './group-commit.js';
import { insertRows, type Rows } from './row-inserts.js';

interface Waiting {
  readonly columns: readonly string[];
  next: number;
  rows: unknown[][];
}

/**
 * A unit runs in a savepoint of its group's transaction (group-commit.ts), and a page the group's
 * earlier units wrote is copied to the savepoint's journal the first time the unit writes it
 * again: the change log's last pages, for every entry. Inserted there, an entry took 21 µs under
 * load; after the savepoint is released, 13. So a unit's rows wait for its release, their IDs drawn
 * at once from the table's AUTOINCREMENT sequence: there is one writer, and nothing else inserts
 * into the table in between. A unit that fails drops its rows; the next draws the same IDs, never seen.
 * A unit that appends thousands (an import) writes them as they fill a statement, where the
 * journal's copy is shared by hundreds of rows (docs/adr/0074-change-entries-after-the-savepoint.md).
 */
export class ReleasedAppends {
  private readonly units = new WeakMap<UnitHooks, Map<string, Waiting>>();
  private readonly sequence: Database.Statement<[string], { seq: number }>;
  /** Each caller's columns with the key before them, one array each, so that their statements' texts are kept. */
  private readonly keyed = new WeakMap<readonly string[], readonly string[]>();

  constructor(private readonly writer: Database.Database) {
    this.sequence = writer.prepare(
      'select coalesce((select seq from sqlite_sequence where name = ?), 0) as seq',
    ) as Database.Statement<[string], { seq: number }>;
  }

  /** The rows' IDs, ascending in their order. `table` has an AUTOINCREMENT key named `id`. */
  append(unit: UnitHooks, table: string, columns: readonly string[], rows: Rows): number[] {
    const waiting = this.waiting(unit, table, columns);
    const ids = rows.map((row) => {
      const id = waiting.next++;
      waiting.rows.push([id, ...row]);
      return id;
    });
    if (waiting.rows.length >= rowsPerStatement(waiting.columns.length)) this.write(table, waiting);
    return ids;
  }

  private waiting(unit: UnitHooks, table: string, columns: readonly string[]): Waiting {
    const tables = this.units.get(unit) ?? this.opened(unit);
    let waiting = tables.get(table);
    if (!waiting) {
      const keyed = this.keyed.get(columns) ?? ['id', ...columns];
      this.keyed.set(columns, keyed);
      waiting = { columns: keyed, next: this.sequence.get(table)!.seq + 1, rows: [] };
      tables.set(table, waiting);
    }
    return waiting;
  }

  /** A unit's first append: its rows are written once its savepoint is released. */
  private opened(unit: UnitHooks): Map<string, Waiting> {
    const tables = new Map<string, Waiting>();
    this.units.set(unit, tables);
    unit.released.push(() => {
      for (const [table, waiting] of tables) this.write(table, waiting);
    });
    return tables;
  }

  private write(table: string, waiting: Waiting): void {
    if (waiting.rows.length > 0) insertRows(this.writer, table, waiting.columns, waiting.rows);
    waiting.rows = [];
  }
}

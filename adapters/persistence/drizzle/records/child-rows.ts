// The contract of a kind's child rows (a task's tag links) and how the kernel groups them by parent.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../drizzle-gateway.js';

/** The fields a kind keeps in child rows, by parent. */
export type ChildValues<F> = Partial<F>;

/** Typed as pg-core like the gateway's `Db`; the SQLite tables have the same shape. */
export interface JoinedChildren<F> {
  readonly table: PgTable;
  /** The child table's column holding the parent's ID. */
  readonly parentId: PgColumn;
  /** The child table's column read per child, in ascending order. */
  readonly value: PgColumn;
  values(values: readonly unknown[]): ChildValues<F>;
}

/** A record just written, active: its children may copy its code. */
export interface WrittenRecord<F> {
  readonly id: number;
  readonly code: string;
  readonly fields: F;
}

export interface ChildRows<F> {
  /** Children of the rows read, by their ID. */
  load(db: Db, rows: readonly { readonly id: number }[]): Promise<Map<number, ChildValues<F>>>;
  /** Children of every active row, for a whole listing. */
  loadActive(db: Db): Promise<Map<number, ChildValues<F>>>;
  /** The child table as a join of its parent, so that one statement reads a record with its children. */
  readonly joined: JoinedChildren<F>;
  /**
   * One record's children, for a statement that writes the record with them
   * (`DialectWriter.writeAlone`): the child table's columns after the parent's ID (the joined
   * value among them), and each child's values in their order.
   */
  readonly alongside: {
    readonly columns: readonly PgColumn[];
    rows(record: Omit<WrittenRecord<F>, 'id'>): unknown[][];
  };
  /** Children of new rows. */
  insert(db: Db, records: readonly WrittenRecord<F>[]): Promise<void>;
  /** Children of existing rows, replacing theirs. */
  replace(db: Db, records: readonly WrittenRecord<F>[]): Promise<void>;
}

/** Child values by parent ID, each parent's values in ascending order, as `JoinedChildren` promises. */
export function childrenByParent<F>(
  joined: JoinedChildren<F>,
  found: readonly { parentId: unknown; value: unknown }[],
): Map<number, ChildValues<F>> {
  const byParent = new Map<number, unknown[]>();
  for (const { parentId, value } of found) {
    const values = byParent.get(parentId as number);
    if (values) values.push(value);
    else byParent.set(parentId as number, [value]);
  }
  const children = new Map<number, ChildValues<F>>();
  for (const [parentId, values] of byParent) children.set(parentId, joined.values(values.sort(ascending)));
  return children;
}

function ascending(a: unknown, b: unknown): number {
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

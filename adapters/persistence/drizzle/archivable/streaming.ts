import { and, asc, eq, gt, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tables } from '../drizzle-gateway.js';
import { preparedPerConnection } from '../prepared.js';

type Table = Tables['templateObjects'];
type ActiveRow = Table['$inferSelect'];

/** Typed as pg-core like the gateway's `Db`; the SQLite tables have the same shape. */
export interface JoinedChildren<F> {
  readonly table: PgTable;
  /** The child table's column holding the parent's ID. */
  readonly parentId: PgColumn;
  /** The child table's column read per child, in ascending order. */
  readonly value: PgColumn;
  values(values: readonly unknown[]): Partial<F>;
}

export interface ActivePage<F> {
  readonly rows: ActiveRow[];
  /** By parent ID; none when the kind has no children. */
  readonly children: Map<number, Partial<F>> | undefined;
}

/**
 * Keyset batches of a kind's active rows in code order (`code > last` over the active-code
 * index), each with its children. A walk reads hundreds of batches, so both statements are
 * prepared once per connection: the children are those of the active rows in the batch's code
 * range, not of a list of IDs (which would make a new statement of every batch). Children
 * values come in ascending order, as `JoinedChildren` promises.
 */
export function activePages<F>(t: Table, kind: string, joined: JoinedChildren<F> | undefined) {
  const active = isNull(t.archivedAt);
  const after = gt(t.code, sql.placeholder('after'));
  const rows = (db: Db, where: SQL | undefined, name: string) =>
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.code))
      .limit(sql.placeholder('limit'))
      .prepare(`${kind}_${name}`);
  const firstRows = preparedPerConnection((db) => rows(db, active, 'first_active'));
  const nextRows = preparedPerConnection((db) => rows(db, and(active, after), 'next_active'));

  // Both bounds, and no ORDER BY: either would let the planner prefer walking the whole child
  // table in value order to a range of the code index.
  const links =
    joined &&
    preparedPerConnection((db) =>
      db
        .select({ parentId: joined.parentId, value: joined.value })
        .from(joined.table)
        .innerJoin(t, eq(t.id, joined.parentId))
        .where(and(active, gte(t.code, sql.placeholder('first')), lte(t.code, sql.placeholder('last'))))
        .prepare(`${kind}_active_links`),
    );

  return async (db: Db, afterCode: string | undefined, limit: number): Promise<ActivePage<F>> => {
    const page = await (afterCode === undefined
      ? firstRows(db).execute({ limit })
      : nextRows(db).execute({ after: afterCode, limit }));
    if (!joined || !links || page.length === 0) return { rows: page, children: undefined };
    // The batch is every active row from its first code to its last.
    const found = await links(db).execute({ first: page[0]!.code, last: page.at(-1)!.code });
    const byParent = new Map<number, unknown[]>();
    for (const { parentId, value } of found) {
      const values = byParent.get(parentId as number);
      if (values) values.push(value);
      else byParent.set(parentId as number, [value]);
    }
    const children = new Map<number, Partial<F>>();
    for (const [parentId, values] of byParent) children.set(parentId, joined.values(values.sort(ascending)));
    return { rows: page, children };
  };
}

function ascending(a: unknown, b: unknown): number {
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

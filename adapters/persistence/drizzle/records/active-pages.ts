import { and, asc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
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
 * range, not of a list of IDs (which would make a new statement of every batch).
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

  const links = (db: Db, child: JoinedChildren<F>, from: SQL | undefined, name: string) =>
    db
      .select({ parentId: child.parentId, value: child.value })
      .from(child.table)
      .innerJoin(t, eq(t.id, child.parentId))
      .where(and(active, from, lte(t.code, sql.placeholder('last'))))
      .orderBy(asc(child.value))
      .prepare(`${kind}_${name}`);
  const firstLinks = joined && preparedPerConnection((db) => links(db, joined, undefined, 'first_links'));
  const nextLinks = joined && preparedPerConnection((db) => links(db, joined, after, 'next_links'));

  return async (db: Db, afterCode: string | undefined, limit: number): Promise<ActivePage<F>> => {
    const page = await (afterCode === undefined
      ? firstRows(db).execute({ limit })
      : nextRows(db).execute({ after: afterCode, limit }));
    if (!joined || !firstLinks || !nextLinks || page.length === 0) return { rows: page, children: undefined };
    const last = page.at(-1)!.code;
    const found = await (afterCode === undefined
      ? firstLinks(db).execute({ last })
      : nextLinks(db).execute({ after: afterCode, last }));
    const byParent = new Map<number, unknown[]>();
    for (const { parentId, value } of found) {
      const values = byParent.get(parentId as number);
      if (values) values.push(value);
      else byParent.set(parentId as number, [value]);
    }
    const children = new Map<number, Partial<F>>();
    for (const [parentId, values] of byParent) children.set(parentId, joined.values(values));
    return { rows: page, children };
  };
}

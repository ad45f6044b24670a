// A kind's hot statements, each prepared once per connection (see `prepared.ts`).
import { and, asc, eq, getTableColumns, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../drizzle-gateway.js';
import { preparedPerConnection } from '../prepared.js';
import type { JoinedChildren } from './child-rows.js';
import type { ArchivableTable } from './mapping.js';

type InsertOne = { execute(values: Record<string, unknown>): Promise<{ id: number }[]> };

export type RecordStatements = ReturnType<typeof recordStatements>;

/**
 * Statements of one kind's table, named after the kind (`<kind>_active_by_id`, …), reading the
 * rows `active` holds (an archived kind's unarchived ones; every row without it).
 */
export function recordStatements<F>(
  t: ArchivableTable,
  kind: string,
  joined: JoinedChildren<F> | undefined,
  active: SQL | undefined,
) {
  // A record and its children in one statement: one row per child, or one with a null child.
  // Not its search words: as long as its description, never part of a record.
  const { searchText: _searchWords, ...recordColumns } = getTableColumns(t);
  const activeById = preparedPerConnection((db) => {
    const byId = and(eq(t.id, sql.placeholder('id')), active);
    const select = joined
      ? db
          .select({ row: recordColumns, child: joined.value })
          .from(t)
          .leftJoin(joined.table, eq(joined.parentId, t.id))
          .where(byId)
          .orderBy(asc(joined.value))
      : db.select({ row: recordColumns, child: sql<null>`null` }).from(t).where(byId);
    return select.prepare(`${kind}_active_by_id`);
  });

  const allActive = preparedPerConnection((db) =>
    db.select().from(t).where(active).orderBy(asc(t.code)).prepare(`${kind}_all_active`),
  );

  // Keyset batches in code order (`code > last` over the active-code index).
  const rows = (db: Db, where: SQL | undefined, name: string) =>
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.code))
      .limit(sql.placeholder('limit'))
      .prepare(`${kind}_${name}`);
  const firstActive = preparedPerConnection((db) => rows(db, active, 'first_active'));
  const nextActive = preparedPerConnection((db) =>
    rows(db, and(active, gt(t.code, sql.placeholder('after'))), 'next_active'),
  );

  // The children of the active rows in a code range. Both bounds, and no ORDER BY: either
  // would let the planner prefer walking the whole child table in value order to a range of
  // the code index.
  const activeLinks =
    joined &&
    preparedPerConnection((db) =>
      db
        .select({ parentId: joined.parentId, value: joined.value })
        .from(joined.table)
        .innerJoin(t, eq(t.id, joined.parentId))
        .where(and(active, gte(t.code, sql.placeholder('first')), lte(t.code, sql.placeholder('last'))))
        .prepare(`${kind}_active_links`),
    );

  // A single create, the common case; built on the first insert, which tells the kind's column keys.
  let insertOneQuery: ((db: Db) => InsertOne) | undefined;
  const insertOne = (db: Db, keys: readonly string[]): InsertOne => {
    insertOneQuery ??= preparedPerConnection((connection) =>
      connection
        .insert(t)
        .values(Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as never)
        .returning({ id: t.id })
        .prepare(`${kind}_insert_one`),
    );
    return insertOneQuery(db);
  };

  return { activeById, allActive, firstActive, nextActive, activeLinks, insertOne };
}

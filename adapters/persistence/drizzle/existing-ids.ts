// Which of some IDs a table holds, for checks of references before a write.
import { getTableName, sql } from 'drizzle-orm';
import type { Db, DrizzleGateway, Tables } from './drizzle-gateway.js';
import { preparedPerConnection } from './prepared.js';
import { idsParameter } from './records/bulk-sql.js';

type IdTable = Tables['tags' | 'nomenclatures' | 'contacts' | 'badges' | 'companies'];

interface ExistingIds {
  execute(placeholders: { ids: string }): Promise<{ id: number }[]>;
}

/** By table: one statement for any number of IDs (a JSON parameter), prepared once per connection. */
const statements = new WeakMap<IdTable, (db: Db) => ExistingIds>();

/**
 * The subset of `ids` present in `table`. A write checks its references with it before its own
 * statement: prepared, it is one round trip to Postgres instead of two.
 */
export async function existingIdsOf(
  gateway: DrizzleGateway,
  table: IdTable,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let prepared = statements.get(table);
  if (!prepared) {
    prepared = preparedPerConnection(
      (db) =>
        db
          .select({ id: table.id })
          .from(table)
          .where(gateway.dialect.sql.inJsonIds(table.id, sql.placeholder('ids')))
          .prepare(`${getTableName(table)}_existing_ids`) as unknown as ExistingIds,
    );
    statements.set(table, prepared);
  }
  const rows = await prepared(gateway.reader()).execute({ ids: idsParameter([...new Set(ids)]) });
  return new Set(rows.map((row) => Number(row.id)));
}

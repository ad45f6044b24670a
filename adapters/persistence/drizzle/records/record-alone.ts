// One record and its children written by one statement, for a dialect that runs a statement alone.
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { castType } from './bulk-sql.js';
import type { ChildRows, WrittenRecord } from './child-rows.js';

/**
 * `with parent as (<write returning id>), … select id from parent`: the record's write and its
 * children's, atomic as one statement (Postgres; see `DialectWriter.writeAlone`). Its rows are
 * the ID written, none when the parent's write matched nothing (a stale version), and then the
 * children are left as they were. `replacing`: the record's children become exactly these
 * (the links it no longer has deleted, the new ones added; a kept one is kept as it is, its
 * copies of the record's columns followed by the table's trigger).
 */
export function recordWithChildren<F>(
  parentWrite: SQL,
  children: ChildRows<F> | undefined,
  json: string | undefined,
  replacing: boolean,
  /** Instead of the final `select id from parent`: more of the write, then its answer (`RecordEntries`). */
  tail?: SQL,
): SQL {
  const parts = [sql`with parent as (${parentWrite})`];
  if (children && json !== undefined) {
    const { table, parentId, value } = children.joined;
    const { columns } = children.alongside;
    // Cast to text first: the parameter is then sent as the text it is, whatever the driver's
    // serializer for jsonb would make of a string.
    const elements = sql`jsonb_array_elements(cast(${json} as text)::jsonb) as child`;
    const names = sql.join(
      [parentId, ...columns].map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    const added = sql`insert into ${table} (${names}) select parent.id, ${sql.raw(columns.map(childValue).join(', '))} from parent, ${elements}`;
    if (replacing) {
      const kept = sql.raw(childValue(value, columns.indexOf(value)));
      parts.push(
        sql`, gone as (delete from ${table} where ${sql.identifier(parentId.name)} in (select id from parent) and ${sql.identifier(value.name)} <> all(array(select ${kept} from ${elements})))`,
        sql`, added as (${added} on conflict do nothing)`,
      );
    } else {
      parts.push(sql`, added as (${added})`);
    }
  }
  parts.push(tail ?? sql` select id from parent`);
  return sql.join(parts);
}

/** The record's children as the one JSON parameter `recordWithChildren` reads them from. */
export function childrenJson<F>(
  children: ChildRows<F> | undefined,
  record: Omit<WrittenRecord<F>, 'id'>,
): string | undefined {
  return children && JSON.stringify(children.alongside.rows(record));
}

/** `recordWithChildren`'s parameters in order: the parent's, then the JSON once or (replacing) twice. */
export function withChildrenParams(
  parentParams: readonly unknown[],
  json: string | undefined,
  replacing: boolean,
): unknown[] {
  if (json === undefined) return [...parentParams];
  return replacing ? [...parentParams, json, json] : [...parentParams, json];
}

function childValue(column: PgColumn, index: number): string {
  return `cast(child ->> ${index} as ${castType(column.getSQLType())})`;
}

// Writes of many archivable records at once: multi-row inserts, version-guarded updates, archiving.
import { type AnyColumn, and, getTableName, inArray, isNull, type SQL, sql, type Table } from 'drizzle-orm';
import type { Archivable, NewArchivable } from '../../../../domain/archivable/archivable.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { StaleRecord } from '../../../../domain/shared/record.errors.js';
import { chunks, IDS_PER_STATEMENT } from '../chunks.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { preparedPerConnection } from '../prepared.js';
import { bulkStatements, insertedRows, jsonIncomingRows, returnedIds, tuples } from './bulk-sql.js';
import { guardCodes } from './errors.js';
import type { ArchivableKernel } from './kernel.js';
import { childrenJson, recordWithChildren, withChildrenParams } from './record-alone.js';
import { refreshStatisticsAfter } from './statistics.js';

const FIRST_VERSION = 1;
/** Rows archived by one call from which the table is vacuumed after the commit (Postgres). */
const RECLAIMED_ARCHIVES = 1000;
const AUDIT_KEYS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/** Multi-row INSERTs; IDs come back in row order, as both dialects return them. */
export function insertMany<F>(
  kernel: ArchivableKernel<F>,
  records: readonly NewArchivable<F>[],
): Promise<Archivable<F>[]> {
  const { gateway, mapping, statements } = kernel;
  if (records.length === 0) return Promise.resolve([]);
  const alone = records.length === 1 && gateway.writeAlone?.bind(gateway);
  if (alone) return insertAlone(kernel, records[0]!, alone);
  return gateway.write(async (db) => {
    const keys = insertKeys(kernel, records[0]!);
    const names = columnNames(kernel, keys);
    const stored: Archivable<F>[] = [];
    for await (const chunk of bulkStatements(gateway, records, keys.length)) {
      const rows = chunk.map((record) => insertedValues(kernel, record));
      const ids = await guardCodes(
        gateway,
        mapping.kind,
        chunk.map((record) => record.code),
        async () =>
          rows.length === 1
            ? (await statements.insertOne(db, keys).execute(valuesByKey(keys, rows[0]!))).map((row) => row.id)
            : returnedIds(
                db,
                sql`insert into ${mapping.table} (${names}) ${insertedRows(gateway.dialect, rows)} returning ${sql.identifier('id')}`,
              ),
      );
      // Not `{ ...record, id }`: adding keys after a spread is many times slower in V8.
      const created = chunk.map(
        (record, i): Archivable<F> => Object.assign({}, record, { id: ids[i]!, version: FIRST_VERSION }),
      );
      const children = mapping.children;
      if (children) {
        await guardCodes(gateway, mapping.kind, [], () =>
          children.insert(
            db,
            created.map((record) => ({ id: record.id, code: record.code, fields: record as F })),
          ),
        );
      }
      stored.push(...created);
    }
    await refreshStatisticsAfter(db, writtenTables(kernel), records.length);
    return stored;
  });
}

export function updateMany<F>(
  kernel: ArchivableKernel<F>,
  records: readonly Archivable<F>[],
): Promise<Archivable<F>[]> {
  const { gateway, mapping } = kernel;
  if (records.length === 0) return Promise.resolve([]);
  const alone = records.length === 1 && gateway.writeAlone?.bind(gateway);
  if (alone) return updateAlone(kernel, records[0]!, alone);
  return gateway.write(async (db) => {
    const keys = updateKeys(kernel, records[0]!);
    for await (const chunk of bulkStatements(gateway, records, keys.length)) {
      const written = await guardCodes(
        gateway,
        mapping.kind,
        chunk.map((record) => record.code),
        () => updateChunk(kernel, db, keys, chunk),
      );
      const stale = chunk.find((record) => !written.has(record.id));
      if (stale) throw new StaleRecord(mapping.kind, stale.id);
    }
    const children = mapping.children;
    if (children) {
      const written = records.map((record) => ({ id: record.id, code: record.code, fields: record as F }));
      await guardCodes(gateway, mapping.kind, [], () => children.replace(db, written));
    }
    await refreshStatisticsAfter(db, writtenTables(kernel), records.length);
    return records.map((record) => ({ ...record, version: record.version + 1 }));
  });
}

type WriteAlone = NonNullable<DrizzleGateway['writeAlone']>;

/** A create of one record: the row and its children in one statement (`recordWithChildren`). */
async function insertAlone<F>(
  kernel: ArchivableKernel<F>,
  record: NewArchivable<F>,
  writeAlone: WriteAlone,
): Promise<Archivable<F>[]> {
  const values = insertedValues(kernel, record);
  const insert = () => {
    const names = columnNames(kernel, insertKeys(kernel, record));
    return sql`insert into ${kernel.mapping.table} (${names}) values ${tuples([values])} returning ${sql.identifier('id')}`;
  };
  const [row] = await writeWithChildren(kernel, record, 'insert', insert, values, writeAlone);
  return [Object.assign({}, record, { id: Number(row!.id), version: FIRST_VERSION })];
}

/** An update of one record: its version-guarded row and its children in one statement. */
async function updateAlone<F>(
  kernel: ArchivableKernel<F>,
  record: Archivable<F>,
  writeAlone: WriteAlone,
): Promise<Archivable<F>[]> {
  const values = updatedValues(kernel, record);
  const update = () => {
    const keys = updateKeys(kernel, record);
    const incoming = sql`(values ${tuples([values], casts(kernel, keys))})`;
    return versionedUpdate(kernel, kernel.gateway.reader(), keys, incoming).getSQL();
  };
  const rows = await writeWithChildren(kernel, record, 'update', update, values, writeAlone);
  if (rows.length === 0) throw new StaleRecord(kernel.mapping.kind, record.id);
  return [{ ...record, version: record.version + 1 }];
}

/**
 * The record's write (`parentWrite`, whose parameters are `parentParams`) and its children's as
 * one statement, whose text is the same for every record of the kind (`StatementShape`); a
 * unique violation names its code.
 */
function writeWithChildren<F>(
  { gateway, mapping }: ArchivableKernel<F>,
  record: NewArchivable<F>,
  write: 'insert' | 'update',
  parentWrite: () => SQL,
  parentParams: readonly unknown[],
  writeAlone: WriteAlone,
): Promise<Record<string, unknown>[]> {
  const replacing = write === 'update';
  const json = childrenJson(mapping.children, { code: record.code, fields: record as F });
  const build = () => recordWithChildren(parentWrite(), mapping.children, json, replacing);
  const shape = {
    key: `${write} ${getTableName(mapping.table)}`,
    params: withChildrenParams(parentParams, json, replacing),
  };
  return guardCodes(gateway, mapping.kind, [record.code], () => writeAlone(build, shape));
}

function insertKeys<F>({ mapping }: ArchivableKernel<F>, record: NewArchivable<F>): string[] {
  return ['code', ...Object.keys(mapping.columns(record)), ...AUDIT_KEYS, 'version'];
}

function insertedValues<F>({ mapping }: ArchivableKernel<F>, record: NewArchivable<F>): unknown[] {
  return [
    record.code,
    ...Object.values(mapping.columns(record)),
    ...AUDIT_KEYS.map((key) => record[key]),
    FIRST_VERSION,
  ];
}

function updateKeys<F>({ mapping }: ArchivableKernel<F>, record: Archivable<F>): string[] {
  return ['id', 'version', ...Object.keys(mapping.columns(record)), 'updatedAt', 'updatedBy'];
}

function updatedValues<F>({ mapping }: ArchivableKernel<F>, record: Archivable<F>): unknown[] {
  return [
    record.id,
    record.version,
    ...Object.values(mapping.columns(record)),
    record.updatedAt,
    record.updatedBy,
  ];
}

function columnNames<F>(kernel: ArchivableKernel<F>, keys: readonly string[]): SQL {
  return sql.join(
    keys.map((key) => sql.identifier(column(kernel, key).name)),
    sql`, `,
  );
}

/** Archives the active ones among `ids`; returns those it archived. */
export function archive<F>(
  { gateway, mapping }: ArchivableKernel<F>,
  ids: readonly number[],
  actor: string,
  at: Instant,
): Promise<number[]> {
  const t = mapping.table;
  if (ids.length === 0) return Promise.resolve([]);
  return gateway.write(async (db) => {
    const archived: number[] = [];
    for (const chunk of chunks([...new Set(ids)], IDS_PER_STATEMENT)) {
      const rows = await db
        .update(t)
        .set({
          archivedAt: at,
          archivedBy: actor,
          updatedAt: at,
          updatedBy: actor,
          version: sql`${t.version} + 1`,
        })
        .where(and(inArray(t.id, chunk), isNull(t.archivedAt)))
        .returning({ id: t.id });
      archived.push(...rows.map((row) => row.id));
    }
    // The listed rows' share changes: the partial indexes' estimates with it, and their entries.
    await refreshStatisticsAfter(db, [t], archived.length);
    if (archived.length >= RECLAIMED_ARCHIVES) gateway.reclaimAfterCommit?.(getTableName(t));
    return archived;
  });
}

/**
 * One `UPDATE … FROM` the chunk's rows, each row guarded by its version; returns the IDs it
 * wrote. The rows' columns are column1, column2, …: Postgres names VALUES so, typed as the
 * table's (see `tuples`); SQLite reads them from one JSON parameter (`jsonIncomingRows`), so its
 * statement is the same for any rows and is built and prepared once per connection (Drizzle
 * building an update of every column was a fifth of a single update's CPU).
 */
async function updateChunk<F>(
  kernel: ArchivableKernel<F>,
  db: Db,
  keys: readonly string[],
  chunk: readonly Archivable<F>[],
): Promise<Set<number>> {
  const rows = chunk.map((record) => updatedValues(kernel, record));
  const written =
    kernel.gateway.dialect === 'sqlite'
      ? await preparedUpdate(kernel, keys)(db).all({ rows: JSON.stringify(rows) })
      : await versionedUpdate(kernel, db, keys, sql`(values ${tuples(rows, casts(kernel, keys))})`);
  return new Set(written.map((row) => row.id));
}

function versionedUpdate<F>(kernel: ArchivableKernel<F>, db: Db, keys: readonly string[], rows: SQL) {
  const t = kernel.mapping.table;
  const incoming = (key: string): SQL => sql.raw(`incoming.column${keys.indexOf(key) + 1}`);
  const assignments = Object.fromEntries(
    keys.filter((key) => key !== 'id' && key !== 'version').map((key) => [key, incoming(key)]),
  );
  return (
    db
      .update(t)
      .set({ ...assignments, version: sql`${t.version} + 1` } as never)
      .from(sql`${rows} as incoming`)
      // Archiving bumps the version, so an unchanged version means the row is still active.
      // Leaving `archived_at is null` out also keeps Postgres, whose statistics lag behind a
      // large import in progress, from scanning the partial code index for every chunk.
      .where(and(sql`${t.id} = ${incoming('id')}`, sql`${t.version} = ${incoming('version')}`))
      .returning({ id: t.id })
  );
}

type PreparedUpdate = { all(placeholders: { rows: string }): Promise<{ id: number }[]> };

/** By kernel (a kind's keys never change): its SQLite update, prepared once per connection. */
const preparedUpdates = new WeakMap<object, (db: Db) => PreparedUpdate>();

function preparedUpdate<F>(kernel: ArchivableKernel<F>, keys: readonly string[]): (db: Db) => PreparedUpdate {
  let prepared = preparedUpdates.get(kernel);
  if (!prepared) {
    prepared = preparedPerConnection(
      (db) =>
        versionedUpdate(kernel, db, keys, jsonIncomingRows(keys.length, sql.placeholder('rows'))).prepare(
          `${kernel.mapping.kind}_update_rows`,
        ) as unknown as PreparedUpdate,
    );
    preparedUpdates.set(kernel, prepared);
  }
  return prepared;
}

function casts<F>(kernel: ArchivableKernel<F>, keys: readonly string[]): string[] {
  return keys.map((key) => column(kernel, key).getSQLType());
}

function valuesByKey(keys: readonly string[], row: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key, i) => [key, row[i]]));
}

/** The kind's table and its child rows' (a task's tag links), whose statistics a large write refreshes. */
function writtenTables<F>({ mapping }: ArchivableKernel<F>): Table[] {
  return mapping.children ? [mapping.table, mapping.children.joined.table] : [mapping.table];
}

function column<F>({ mapping }: ArchivableKernel<F>, key: string): AnyColumn {
  return (mapping.table as unknown as Record<string, AnyColumn>)[key]!;
}

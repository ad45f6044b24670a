// An archived kind's writes (tasks, template objects): multi-row inserts, version-guarded updates,
// archiving; a lone record's on Postgres in one statement with its change entry (`alone-writes.ts`).
import { and, getTableName, inArray, isNull, sql, type Table } from 'drizzle-orm';
import type { WriteLog } from '../../../../application/changes/ports/write-log.js';
import type { Archivable, NewArchivable } from '../../../../domain/records/archivable.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { StaleRecord } from '../../../../domain/shared/record.errors.js';
import type { RecordEntries } from '../changes/record-entries.js';
import { eachChunk, IDS_PER_STATEMENT } from '../chunks.js';
import type { BulkUpdate } from '../dialect.js';
import type { Db } from '../drizzle-gateway.js';
import { guarded } from '../violations.js';
import { insertAlone, updateAlone } from './alone-writes.js';
import { bulkStatements, returnedIds } from './bulk-sql.js';
import { codeViolations, type Removal } from './drizzle-record.repository.js';
import { recordListing } from './listing.js';
import type { RecordKernel } from './record-kernel.js';
import {
  casts,
  columnNames,
  FIRST_VERSION,
  insertedValues,
  insertKeys,
  updatedValues,
  updateKeys,
  versionedUpdate,
} from './row-values.js';
import { refreshStatisticsAfter } from './statistics.js';

/** Rows archived by one call from which the table is vacuumed after the commit (Postgres). */
const RECLAIMED_ARCHIVES = 1000;

export interface ArchivalWrites<F> {
  insertMany(records: readonly NewArchivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]>;
  updateMany(records: readonly Archivable<F>[], log?: WriteLog<Archivable<F>>): Promise<Archivable<F>[]>;
  archive(ids: readonly number[], actor: string, at: Instant): Promise<number[]>;
}

/**
 * Archived rows kept but shown nowhere; each write guarded by the record's version, and given
 * `entries` (Postgres), a lone record's change entry written by its own statement. Lists keep
 * the records they read by the state of their rows (`listing.ts`).
 */
export function archival<F>(entries?: RecordEntries): Removal<F, Archivable<F>, ArchivalWrites<F>> {
  return {
    shown: (t) => isNull(t.archivedAt),
    listing: recordListing,
    writes: (shell) => {
      const kernel = { ...shell, entries };
      return {
        insertMany: (records, log) => insertMany(kernel, records, log),
        updateMany: (records, log) => updateMany(kernel, records, log),
        archive: (ids, actor, at) => archive(kernel, ids, actor, at),
      };
    },
  };
}

/**
 * Multi-row INSERTs; IDs come back in row order, as both dialects return them. Given `log`, the
 * records' change entries are written in the same unit of work (the caller's, or one of its
 * own), or in a lone record's statement where the dialect writes them there (`insertAlone`).
 */
export function insertMany<F>(
  kernel: RecordKernel<F>,
  records: readonly NewArchivable<F>[],
  log?: WriteLog<Archivable<F>>,
): Promise<Archivable<F>[]> {
  const { gateway, mapping, statements } = kernel;
  if (records.length === 0) return Promise.resolve([]);
  const alone = records.length === 1 && (!log || kernel.entries) && gateway.dialect.writer.writeAlone;
  if (alone) return insertAlone(kernel, records[0]!, alone, log);
  return gateway.write(async (db) => {
    const keys = insertKeys(kernel, records[0]!);
    const names = columnNames(kernel, keys);
    const written: Archivable<F>[] = [];
    for await (const chunk of bulkStatements(gateway, records, keys.length)) {
      const rows = chunk.map((record) => insertedValues(kernel, record));
      const ids = await guarded(
        gateway,
        codeViolations(
          mapping.kind,
          chunk.map((record) => record.code),
        ),
        async () =>
          rows.length === 1
            ? (await statements.insertOne(db, keys).execute(valuesByKey(keys, rows[0]!))).map((row) => row.id)
            : returnedIds(
                gateway.dialect,
                db,
                sql`insert into ${mapping.table} (${names}) ${gateway.dialect.writer.insertedRows(rows)} returning ${sql.identifier('id')}`,
              ),
      );
      // Not `{ ...record, id }`: adding keys after a spread is many times slower in V8.
      const created = chunk.map(
        (record, i): Archivable<F> => Object.assign({}, record, { id: ids[i]!, version: FIRST_VERSION }),
      );
      const children = mapping.children;
      if (children) {
        await guarded(gateway, codeViolations(mapping.kind, []), () =>
          children.insert(
            db,
            created.map((record) => ({ id: record.id, code: record.code, fields: record as F })),
          ),
        );
      }
      written.push(...created);
    }
    await refreshStatisticsAfter(gateway.dialect, db, writtenTables(kernel), records.length);
    await log?.append(written);
    return written;
  });
}

/** Version-guarded UPDATEs (StaleRecord); with `log`, as `insertMany`. */
export function updateMany<F>(
  kernel: RecordKernel<F>,
  records: readonly Archivable<F>[],
  log?: WriteLog<Archivable<F>>,
): Promise<Archivable<F>[]> {
  const { gateway, mapping } = kernel;
  if (records.length === 0) return Promise.resolve([]);
  const alone = records.length === 1 && (!log || kernel.entries) && gateway.dialect.writer.writeAlone;
  if (alone) return updateAlone(kernel, records[0]!, alone, log);
  return gateway.write(async (db) => {
    const keys = updateKeys(kernel, records[0]!);
    for await (const chunk of bulkStatements(gateway, records, keys.length)) {
      const written = await guarded(
        gateway,
        codeViolations(
          mapping.kind,
          chunk.map((record) => record.code),
        ),
        () => updateChunk(kernel, db, keys, chunk),
      );
      const stale = chunk.find((record) => !written.has(record.id));
      if (stale) throw new StaleRecord(mapping.kind, stale.id);
    }
    const children = mapping.children;
    if (children) {
      const written = records.map((record) => ({ id: record.id, code: record.code, fields: record as F }));
      await guarded(gateway, codeViolations(mapping.kind, []), () => children.replace(db, written));
    }
    await refreshStatisticsAfter(gateway.dialect, db, writtenTables(kernel), records.length);
    const updated = records.map((record) => ({ ...record, version: record.version + 1 }));
    await log?.append(updated);
    return updated;
  });
}

/** Archives the active ones among `ids`; returns those it archived. */
export function archive<F>(
  { gateway, mapping }: RecordKernel<F>,
  ids: readonly number[],
  actor: string,
  at: Instant,
): Promise<number[]> {
  const t = mapping.table;
  if (ids.length === 0) return Promise.resolve([]);
  return gateway.write(async (db) => {
    const archived = await eachChunk([...new Set(ids)], IDS_PER_STATEMENT, async (chunk) => {
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
      return rows.map((row) => row.id);
    });
    // The listed rows' share changes: the partial indexes' estimates with it, and their entries.
    await refreshStatisticsAfter(gateway.dialect, db, [t], archived.length);
    if (archived.length >= RECLAIMED_ARCHIVES) gateway.reclaimAfterCommit?.(getTableName(t));
    return archived;
  });
}

/**
 * One `UPDATE … FROM` the chunk's rows, each row guarded by its version; returns the IDs it
 * wrote. The rows' columns are column1, column2, …, as the dialect's writer gives them
 * (`DialectWriter.updateRows`).
 */
async function updateChunk<F>(
  kernel: RecordKernel<F>,
  db: Db,
  keys: readonly string[],
  chunk: readonly Archivable<F>[],
): Promise<Set<number>> {
  const rows = chunk.map((record) => updatedValues(kernel, record));
  const written = await kernel.gateway.dialect.writer.updateRows(db, rows, bulkUpdate(kernel, keys));
  return new Set(written.map((row) => row.id));
}

/** By kernel: its update of many rows, described once (a kind's update keys never change). */
const bulkUpdates = new WeakMap<object, BulkUpdate>();

function bulkUpdate<F>(kernel: RecordKernel<F>, keys: readonly string[]): BulkUpdate {
  let update = bulkUpdates.get(kernel);
  if (!update) {
    update = {
      name: `${kernel.mapping.kind}_update_rows`,
      casts: casts(kernel, keys),
      build: (connection, incoming) => versionedUpdate(kernel, connection, keys, incoming),
    };
    bulkUpdates.set(kernel, update);
  }
  return update;
}

function valuesByKey(keys: readonly string[], row: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key, i) => [key, row[i]]));
}

/** The kind's table and its child rows' (a task's tag links), whose statistics a large write refreshes. */
function writtenTables<F>({ mapping }: RecordKernel<F>): Table[] {
  return mapping.children ? [mapping.table, mapping.children.joined.table] : [mapping.table];
}

// A lone record's write on Postgres: the row, its children and its change entry in one statement.
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { WriteLog } from '../../../../application/changes/ports/write-log.js';
import type { Archivable, NewArchivable } from '../../../../domain/records/archivable.js';
import { StaleRecord } from '../../../../domain/shared/record.errors.js';
import { type EntryTail, UNDRAWN_ID } from '../changes/record-entries.js';
import type { WriteAlone } from '../dialect.js';
import { guarded } from '../violations.js';
import { tuples } from './bulk-sql.js';
import { codeViolations } from './drizzle-record.repository.js';
import { childrenJson, recordWithChildren, withChildrenParams } from './record-alone.js';
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

/** A create of one record: the row, its children and its change entry in one statement (`recordWithChildren`). */
export async function insertAlone<F>(
  kernel: RecordKernel<F>,
  record: NewArchivable<F>,
  writeAlone: WriteAlone,
  log: WriteLog<Archivable<F>> | undefined,
): Promise<Archivable<F>[]> {
  const values = insertedValues(kernel, record);
  const insert = () => {
    const names = columnNames(kernel, insertKeys(kernel, record));
    return sql`insert into ${kernel.mapping.table} (${names}) values ${tuples([values])} returning ${sql.identifier('id')}`;
  };
  const stored = (id: number) => Object.assign({}, record, { id, version: FIRST_VERSION });
  const logged = log && { log, stored: stored(UNDRAWN_ID) };
  const [row] = await writeWithChildren(kernel, record, 'insert', insert, values, writeAlone, logged);
  return [stored(Number(row!.id))];
}

/** An update of one record: its version-guarded row, its children and its change entry in one statement. */
export async function updateAlone<F>(
  kernel: RecordKernel<F>,
  record: Archivable<F>,
  writeAlone: WriteAlone,
  log: WriteLog<Archivable<F>> | undefined,
): Promise<Archivable<F>[]> {
  const values = updatedValues(kernel, record);
  const update = () => {
    const keys = updateKeys(kernel, record);
    const incoming = sql`(values ${tuples([values], casts(kernel, keys))})`;
    return versionedUpdate(kernel, kernel.gateway.reader(), keys, incoming).getSQL();
  };
  const updated = { ...record, version: record.version + 1 };
  const logged = log && { log, stored: updated };
  const rows = await writeWithChildren(kernel, record, 'update', update, values, writeAlone, logged);
  if (rows.length === 0) throw new StaleRecord(kernel.mapping.kind, record.id);
  return [updated];
}

/** A lone write's log, and the record as it is stored (a create's with UNDRAWN_ID for its ID). */
interface Logged<F> {
  readonly log: WriteLog<Archivable<F>>;
  readonly stored: Archivable<F>;
}

/**
 * The record's write (`parentWrite`, whose parameters are `parentParams`), its children's and,
 * given `logged`, its change entry's as one statement, whose text is the same for every record of
 * the kind (`StatementShape`); a unique violation names its code.
 */
async function writeWithChildren<F>(
  { gateway, mapping, entries }: RecordKernel<F>,
  record: NewArchivable<F>,
  write: 'insert' | 'update',
  parentWrite: () => SQL,
  parentParams: readonly unknown[],
  writeAlone: WriteAlone,
  logged: Logged<F> | undefined,
): Promise<Record<string, unknown>[]> {
  const replacing = write === 'update';
  const json = childrenJson(mapping.children, { code: record.code, fields: record as F });
  const params = withChildrenParams(parentParams, json, replacing);
  const key = `${write} ${getTableName(mapping.table)}`;
  const run = (entry?: EntryTail) => {
    const build = () => recordWithChildren(parentWrite(), mapping.children, json, replacing, entry?.sql());
    const shape = entry
      ? { key: `${key} ${entry.shape}`, params: [...params, ...entry.params] }
      : { key, params };
    return guarded(gateway, codeViolations(mapping.kind, [record.code]), () => writeAlone(build, shape));
  };
  if (!logged || !entries) return run();
  const rows = await entries.write(logged.log.entries([logged.stored])[0]!, run);
  // The statement wrote the entry too: what is left is to tell readers once it has committed.
  if (rows[0]) {
    entries.written(rows[0]);
    logged.log.written();
  }
  return rows;
}

// How an archivable record's row is written: its columns and values, and the version-guarded update.
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import type { Archivable, NewArchivable } from '../../../../domain/records/archivable.js';
import type { Db } from '../drizzle-gateway.js';
import type { RecordKernel } from './record-kernel.js';

export const FIRST_VERSION = 1;
const AUDIT_KEYS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

export function insertKeys<F>({ mapping }: RecordKernel<F>, record: NewArchivable<F>): string[] {
  return ['code', ...Object.keys(mapping.columns(record)), ...AUDIT_KEYS, 'version'];
}

export function insertedValues<F>({ mapping }: RecordKernel<F>, record: NewArchivable<F>): unknown[] {
  return [
    record.code,
    ...Object.values(mapping.columns(record)),
    ...AUDIT_KEYS.map((key) => record[key]),
    FIRST_VERSION,
  ];
}

export function updateKeys<F>({ mapping }: RecordKernel<F>, record: Archivable<F>): string[] {
  return ['id', 'version', ...Object.keys(mapping.columns(record)), 'updatedAt', 'updatedBy'];
}

export function updatedValues<F>({ mapping }: RecordKernel<F>, record: Archivable<F>): unknown[] {
  return [
    record.id,
    record.version,
    ...Object.values(mapping.columns(record)),
    record.updatedAt,
    record.updatedBy,
  ];
}

export function columnNames<F>(kernel: RecordKernel<F>, keys: readonly string[]): SQL {
  return sql.join(
    keys.map((key) => sql.identifier(column(kernel, key).name)),
    sql`, `,
  );
}

export function versionedUpdate<F>(kernel: RecordKernel<F>, db: Db, keys: readonly string[], rows: SQL) {
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

export function casts<F>(kernel: RecordKernel<F>, keys: readonly string[]): string[] {
  return keys.map((key) => column(kernel, key).getSQLType());
}

export function column<F>({ mapping }: RecordKernel<F>, key: string): AnyColumn {
  return (mapping.table as unknown as Record<string, AnyColumn>)[key]!;
}

// How one kind of archivable record maps to its table, and its rows back to records.
import type { Archivable } from '../../../../domain/archivable/archivable.js';
import { instantFromMicros } from '../../../../domain/shared/instant.js';
import type { RecordKind } from '../../../../domain/shared/record.errors.js';
import type { Tables } from '../drizzle-gateway.js';
import type { ChildRows, ChildValues } from './child-rows.js';

/** The columns every archivable table has; a kind's own columns come on top. */
export type ArchivableTable = Tables['templateObjects'];
export type ArchivableRow = ArchivableTable['$inferSelect'];
/** What a record is made from: its row without the search words, which only the search index reads. */
export type RecordRow = Omit<ArchivableRow, 'searchText'>;
type Row = RecordRow & Record<string, unknown>;

export interface ArchivableMapping<F> {
  readonly kind: RecordKind;
  readonly table: ArchivableTable;
  /**
   * The kind's own columns by property name of the table, from its code and fields, with what
   * lists sort and search by; always the same keys in the same order.
   */
  columns(record: F & { readonly code: string }): Record<string, unknown>;
  /** The kind's fields, from its row and its children. */
  fields(row: Row, children: ChildValues<F> | undefined): F;
  /** Child rows kept outside the table (a task's tags). */
  readonly children?: ChildRows<F>;
}

/** Records of `rows`, with their children by parent ID when the kind has some. */
export function toRecords<F>(
  mapping: ArchivableMapping<F>,
  rows: readonly RecordRow[],
  children: Map<number, ChildValues<F>> | undefined,
): Archivable<F>[] {
  return rows.map((row) => toRecord(row as Row, mapping.fields(row as Row, children?.get(row.id))));
}

function toRecord<F>(row: Row, fields: F): Archivable<F> {
  return {
    id: row.id,
    code: row.code,
    version: row.version,
    createdAt: instantFromMicros(row.createdAt),
    createdBy: row.createdBy,
    updatedAt: instantFromMicros(row.updatedAt),
    updatedBy: row.updatedBy,
    ...fields,
  };
}

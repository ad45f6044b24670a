// How one kind of archivable record maps to its table, and its rows back to records.
import type { Archivable } from '../../../../domain/records/archivable.js';
import { instantFromMicros } from '../../../../domain/shared/instant.js';
import type { RecordKind } from '../../../../domain/shared/record.errors.js';
import {
  type ChoiceField,
  choiceRank,
  type Fields,
  type FieldsOf,
  type KindDeclaration,
} from '../../../../domain/shared/record-kind.js';
import type { Tables } from '../drizzle-gateway.js';
import type { ChildRows, ChildValues } from './child-rows.js';
import { rankKey } from './kind-columns.js';

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

type SearchText<F extends Fields> = (record: FieldsOf<F> & { readonly code: string }) => string;

/**
 * The columns of a declared kind's row that follow from its fields: the search words, and the rank
 * of each sorted choice in `<field>Rank` (its workflow order, which lists sort by).
 */
export function derivedColumns<F extends Fields>(kind: KindDeclaration<F>, searchText: SearchText<F>) {
  const ranked = Object.entries(kind.fields).flatMap(([key, field]) =>
    field.type === 'choice' && field.sort ? [[key, field as ChoiceField] as const] : [],
  );
  return (record: FieldsOf<F> & { readonly code: string }): Record<string, unknown> => {
    const values = record as Readonly<Record<string, unknown>>;
    const columns: Record<string, unknown> = { searchText: searchText(record) };
    for (const [key, field] of ranked) columns[rankKey(key)] = choiceRank(field, values[key] as string);
    return columns;
  };
}

/** The mapping of a declared kind: a column per field of the same name (links are child rows), then the derived ones. */
export function kindMapping<F extends Fields>(
  kind: KindDeclaration<F>,
  table: ArchivableTable,
  searchText: SearchText<F>,
  children?: ChildRows<FieldsOf<F>>,
): ArchivableMapping<FieldsOf<F>> {
  const fields = Object.entries(kind.fields);
  const stored = fields.filter(([, field]) => field.type !== 'links').map(([key]) => key);
  const links = fields.filter(([, field]) => field.type === 'links').map(([key]) => key);
  const derived = derivedColumns(kind, searchText);
  return {
    kind,
    table,
    columns: (record) => {
      const values = record as Readonly<Record<string, unknown>>;
      const columns: Record<string, unknown> = {};
      for (const key of stored) columns[key] = values[key];
      return Object.assign(columns, derived(record));
    },
    fields: (row, childValues) => {
      const values: Record<string, unknown> = {};
      for (const key of stored) values[key] = row[key];
      const found = childValues as Readonly<Record<string, unknown>> | undefined;
      for (const key of links) values[key] = found?.[key] ?? [];
      return values as FieldsOf<F>;
    },
    children,
  };
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

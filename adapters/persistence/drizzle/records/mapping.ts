// How one kind of record maps to its table, and its rows back to records: an archived kind's with
// its version, a deleted kind's with the stamps its audit keeps (`coded-stamp-columns.ts`).

import type { Table } from 'drizzle-orm';
import type { Archivable } from '../../../../domain/records/archivable.js';
import type { CodedEntity, CodedKind } from '../../../../domain/records/coded-entity.js';
import { instantFromMicros } from '../../../../domain/shared/instant.js';
import {
  type ChoiceField,
  choiceRank,
  type Fields,
  type FieldsOf,
  type KindDeclaration,
} from '../../../../domain/shared/record-kind.js';
import type { Tables } from '../drizzle-gateway.js';
import type { ChildRows, ChildValues } from './child-rows.js';
import { STAMP_COLUMNS } from './coded-stamp-columns.js';
import { rankKey } from './kind-columns.js';

/**
 * The columns every archivable table has; a kind's own columns come on top. A deleted kind's
 * table is typed so too, without the version and archival columns only archival writes touch.
 */
export type ArchivableTable = Tables['templateObjects'];
export type ArchivableRow = ArchivableTable['$inferSelect'];
/** What a record is made from: its row without the search words, which only the search index reads. */
export type RecordRow = Omit<ArchivableRow, 'searchText'>;
type Row = RecordRow & Record<string, unknown>;

/** A deleted kind says what its stamps are and whether it has a code; an archived one has neither. */
export type MappedKind<F extends Fields = Fields> = KindDeclaration<F> &
  Partial<Pick<CodedKind, 'audit' | 'coded'>>;

/** What a kind's rows read as: a deleted kind's entities, an archived kind's records. */
export type RecordOf<K extends MappedKind> =
  K extends CodedKind<infer A, infer F extends Fields>
    ? CodedEntity<A, F>
    : Archivable<FieldsOf<K['fields']>>;

/** `T`: what a row reads as, an archived kind's record by default. */
export interface RecordMapping<F, T = Archivable<F>> {
  readonly kind: MappedKind;
  readonly table: ArchivableTable;
  /**
   * The kind's own columns by property name of the table, from its code and fields, with what
   * lists sort and search by; always the same keys in the same order.
   */
  columns(record: F): Record<string, unknown>;
  /** The kind's fields, from its row and its children. */
  fields(row: Row, children: ChildValues<F> | undefined): F;
  /** The record of a row and its fields. */
  record(row: Row, fields: F): T;
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
export function kindMapping<K extends MappedKind>(
  kind: K,
  table: Table,
  /** Given a record as the kind's records read; only its code and fields are read. */
  searchText: (record: RecordOf<K>) => string,
  children?: ChildRows<FieldsOf<K['fields']>>,
): RecordMapping<FieldsOf<K['fields']>, RecordOf<K>> {
  type F = K['fields'];
  const fields = Object.entries(kind.fields);
  const stored = fields.filter(([, field]) => field.type !== 'links').map(([key]) => key);
  const links = fields.filter(([, field]) => field.type === 'links').map(([key]) => key);
  const derived = derivedColumns(kind as unknown as KindDeclaration<F>, searchText as SearchText<F>);
  return {
    kind,
    table: table as ArchivableTable,
    columns: (record) => {
      const values = record as Readonly<Record<string, unknown>>;
      const columns: Record<string, unknown> = {};
      for (const key of stored) columns[key] = values[key];
      return Object.assign(columns, derived(record as FieldsOf<F> & { readonly code: string }));
    },
    fields: (row, childValues) => {
      const values: Record<string, unknown> = {};
      for (const key of stored) values[key] = row[key];
      const found = childValues as Readonly<Record<string, unknown>> | undefined;
      for (const key of links) values[key] = found?.[key] ?? [];
      return values as FieldsOf<F>;
    },
    record: recordOf(kind) as RecordMapping<FieldsOf<F>, RecordOf<K>>['record'],
    children,
  };
}

/** Records of `rows`, with their children by parent ID when the kind has some. */
export function toRecords<F, T>(
  mapping: RecordMapping<F, T>,
  rows: readonly RecordRow[],
  children: Map<number, ChildValues<F>> | undefined,
): T[] {
  return rows.map((row) => toRecord(mapping, row, children?.get(row.id)));
}

export function toRecord<F, T>(mapping: RecordMapping<F, T>, row: RecordRow, children?: ChildValues<F>): T {
  return mapping.record(row as Row, mapping.fields(row as Row, children));
}

/** A deleted kind's row reads with its audit's stamps after its fields, and its code where it has one. */
function recordOf(kind: MappedKind): (row: Row, fields: object) => object {
  if (kind.audit === undefined) return archivedRecord;
  const stamps = STAMP_COLUMNS[kind.audit];
  return (row, fields) => ({
    id: row.id,
    ...(kind.coded && { code: row.code }),
    ...fields,
    ...stamps.read(row as never),
  });
}

function archivedRecord<F>(row: Row, fields: F): Archivable<F> {
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

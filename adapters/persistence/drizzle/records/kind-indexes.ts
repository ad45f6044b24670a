// The list indexes of a declared kind's table, for either dialect (docs/api/lists.md#paging).
import type { Fields, KindDeclaration } from '../../../../domain/shared/record-kind.js';
import { rankKey, snakeCase } from './kind-columns.js';

/** A column as both dialects' schema builders give it to an index. */
interface NamedColumn {
  readonly name: string;
}

type ActiveIndex<C, I> = (name: string, ...columns: [C, ...C[]]) => I;

/** The column a field sorts by: a sorted choice by its rank (`<field>Rank`), any other by itself. */
export function sortColumnKey(key: string, fields: Fields): string {
  return fields[key]?.type === 'choice' ? rankKey(key) : key;
}

/**
 * One index of the active rows per sorted field, then the ID. When the kind has sorted choices
 * (a task's status and priority), their ranks then each sort order's column: a page filtered by
 * them reads one range per combination of values and merges them, never the rows of other values
 * (docs/adr/0061-list-plans-on-skewed-data.md); the ranks alone serve the choices' own orders.
 */
export function kindSortIndexes<C extends NamedColumn, I>(
  kind: KindDeclaration,
  table: string,
  columns: object,
  activeIndex: ActiveIndex<C, I>,
): I[] {
  const t = columns as Readonly<Record<string, C>> & { readonly id: C };
  const sorted = Object.entries(kind.fields).filter(([, field]) => field.sort);
  const column = (key: string) => t[sortColumnKey(key, kind.fields)]!;
  const own = sorted.map(([key]) => activeIndex(`${table}_${snakeCase(key)}_idx`, column(key), t.id));
  const ranks = sorted.filter(([, field]) => field.type === 'choice').map(([key]) => column(key));
  if (ranks.length === 0) return own;
  const orders = [
    t.code!,
    t.label!,
    t.createdAt!,
    t.updatedAt!,
    ...sorted.filter(([, field]) => field.type !== 'choice').map(([key]) => column(key)),
  ];
  return [
    ...own,
    activeIndex(`${table}_values_idx`, ...(ranks as [C, ...C[]]), t.id),
    ...orders.map((order) =>
      activeIndex(`${table}_values_${order.name}_idx`, ...(ranks as [C]), order, t.id),
    ),
  ];
}

/** The value index of a list sorted by a column of `table`, when its choices are filtered. */
export function valueIndexName(table: string, column: NamedColumn, ranked: boolean): string {
  return ranked ? `${table}_values_idx` : `${table}_values_${column.name}_idx`;
}

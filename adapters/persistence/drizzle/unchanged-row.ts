import { type AnyColumn, and, eq } from 'drizzle-orm';

/**
 * The row of `id`, and only while `column` still holds `value` when given: an If-Match write
 * (docs/api/records.md#conditional-requests).
 */
export function unchangedRow<V>(idColumn: AnyColumn, id: number, column: AnyColumn, value: V | undefined) {
  return and(eq(idColumn, id), value === undefined ? undefined : eq(column, value));
}

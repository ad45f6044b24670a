// Reads of active records by ID, by IDs and by codes, with their children.
import { type AnyColumn, and, isNull } from 'drizzle-orm';
import type { Archivable } from '../../../../domain/archivable/archivable.js';
import { chunks, IDS_PER_STATEMENT } from '../chunks.js';
import type { ArchivableKernel } from './archivable-kernel.js';
import { inList } from './bulk-sql.js';
import { type ArchivableRow, toRecords } from './mapping.js';

/** One statement: the row joined with its children. */
export async function findActive<F>(
  { gateway, mapping, statements }: ArchivableKernel<F>,
  id: number,
): Promise<Archivable<F> | undefined> {
  const rows = await statements.activeById(gateway.reader()).execute({ id });
  if (rows.length === 0) return undefined;
  const joined = mapping.children?.joined;
  const children = joined?.values(rows.flatMap(({ child }) => (child === null ? [] : [child])));
  return toRecords(mapping, [rows[0]!.row], children && new Map([[id, children]]))[0];
}

/** Active rows whose `column` is one of `keys` (distinct), then the children of those found. */
export async function findActiveWhere<F>(
  { gateway, mapping }: ArchivableKernel<F>,
  column: AnyColumn,
  keys: readonly (number | string)[],
): Promise<Archivable<F>[]> {
  const t = mapping.table;
  const db = gateway.reader();
  const rows: ArchivableRow[] = [];
  for (const chunk of chunks(keys, IDS_PER_STATEMENT)) {
    rows.push(
      ...(await db
        .select()
        .from(t)
        .where(and(inList(column, chunk), isNull(t.archivedAt)))),
    );
  }
  if (rows.length === 0) return [];
  const children = await mapping.children?.load(
    db,
    rows.map((row) => row.id),
  );
  return toRecords(mapping, rows, children);
}

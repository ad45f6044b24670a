// A deleted kind's writes (badges, companies, tags, nomenclatures, and contacts, the code-less
// one): a create, an append, an update guarded by `updatedAt` under If-Match, an upsert by code,
// and a delete, which the tables' foreign keys cascade or restrict.
import { type Column, getTableColumns, sql } from 'drizzle-orm';
import { type CodedKind, codeOf } from '../../../../domain/records/coded-entity.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { RecordInUse, RecordNotFound, VanishedReference } from '../../../../domain/shared/record.errors.js';
import { eachChunk, rowsPerStatement } from '../chunks.js';
import { tableListing } from '../listing/table-listing.js';
import { unchangedRow } from '../unchanged-row.js';
import { guarded } from '../violations.js';
import { STAMP_COLUMNS } from './coded-stamp-columns.js';
import { codeViolations, type Removal } from './drizzle-record.repository.js';
import { type ArchivableRow, toRecord } from './mapping.js';
import type { RecordKernel } from './record-kernel.js';

export interface DeletionOptions<N> {
  /**
   * The RecordInUse detail when a foreign key of another table (ON DELETE RESTRICT) refuses the
   * delete; without it, such a violation is not expected and rethrown as it is.
   */
  readonly inUse?: string;
  /**
   * What a create or an update whose reference names no row throws (its foreign key refused it);
   * without it, such a violation is not expected and rethrown as it is.
   */
  readonly unknownReference?: (record: N) => Error;
}

type Stamped = { readonly id: number; readonly updatedAt: Instant };

/** `N`: a record to create, without its ID. */
export interface DeletionWrites<T, N> {
  /** Throws DuplicateCode when the code exists, the kind's reference error when a referenced row does not. */
  insert(record: N): Promise<T>;
  /** A code-less kind's import: every record appended, returned in input order. */
  insertMany(records: readonly N[]): Promise<T[]>;
  update(record: T, unchangedSince?: Instant): Promise<T>;
  upsertMany(records: readonly N[]): Promise<T[]>;
  delete(id: number, unchangedSince?: Instant): Promise<boolean>;
}

/** Rows deleted for good; every row is shown, and listed as the table's listing reads it. */
export function deletion<F, T extends Stamped>(
  options: DeletionOptions<Omit<T, 'id'>> = {},
): Removal<F, T, DeletionWrites<T, Omit<T, 'id'>>> {
  return {
    shown: () => undefined,
    listing: ({ gateway, mapping }, table, definition) =>
      tableListing(gateway, table, definition, (row: ArchivableRow) => toRecord(mapping, row)),
    writes: (kernel) => deleteWrites(kernel, options),
  };
}

function deleteWrites<F, T extends Stamped>(
  { gateway, mapping }: RecordKernel<F, T>,
  options: DeletionOptions<Omit<T, 'id'>>,
): DeletionWrites<T, Omit<T, 'id'>> {
  const t = mapping.table;
  const kind = mapping.kind as CodedKind;
  const stamps = STAMP_COLUMNS[kind.audit];
  const fields = Object.keys(kind.fields);
  // The code, the fields, the stamps and the search text.
  const rowsPerInsert = rowsPerStatement((kind.coded ? 1 : 0) + fields.length + stamps.width + 1);
  const read = (row: ArchivableRow) => toRecord(mapping, row);
  /** The values an insert writes: the record and its search text. */
  const values = (record: Omit<T, 'id'>) => ({ ...record, ...mapping.columns(record as F) }) as never;
  /** The row `id`, and only while its `updatedAt` is `since` when given. */
  const unchanged = (id: number, since: Instant | undefined) => unchangedRow(t.id, id, t.updatedAt, since);
  /** A foreign key's refusal of a create or an update, as the kind words it. */
  const references = (record: Omit<T, 'id'>) => {
    const { unknownReference } = options;
    return { foreignKey: unknownReference && (() => unknownReference(record)) };
  };

  return {
    insert: (record) => {
      // The unique index decides a duplicate code; a referenced row may have gone since the use case
      // checked, which the kind words (a foreign key is not expected of a kind that does not).
      const violations = { ...codeViolations(kind, codeOf(record)), ...references(record) };
      return gateway.write(async (db) => {
        const [row] = await guarded(gateway, violations, () =>
          db.insert(t).values(values(record)).returning(),
        );
        return read(row!);
      });
    },

    insertMany: (records) => {
      if (records.length === 0) return Promise.resolve([]);
      return gateway.write((db) =>
        eachChunk(records, rowsPerInsert, async (chunk) => {
          const rows = await db.insert(t).values(chunk.map(values)).returning();
          // IDs are drawn in VALUES order; RETURNING's own order is not promised, so sort by them.
          return rows.sort((a, b) => a.id - b.id).map(read);
        }),
      );
    },

    update: (record, unchangedSince) =>
      gateway.write(async (db) => {
        const [row] = await guarded(gateway, references(record), () =>
          db
            .update(t)
            .set({ ...mapping.columns(record as unknown as F), ...stamps.changed(record) })
            .where(unchanged(record.id, unchangedSince))
            .returning(),
        );
        if (!row && unchangedSince !== undefined) throw new PreconditionFailed(kind.name, record.id);
        if (!row) throw new RecordNotFound(kind, record.id);
        return read(row);
      }),

    /**
     * INSERT … ON CONFLICT (code) DO UPDATE, so a concurrent import of the same new code waits and
     * updates instead of failing on the unique index; rows go in code order, so two importers
     * lock them in the same order and cannot deadlock. A referenced row deleted since the import
     * read it fails its foreign key.
     */
    upsertMany: (records) => {
      if (records.length === 0) return Promise.resolve([]);
      const ordered = [...records].sort((a, b) => compareCodePoints(codeOf(a), codeOf(b)));
      const columns = getTableColumns(t) as Record<string, Column>;
      const replaced = Object.fromEntries(
        fields.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]),
      );
      return gateway.write((db) =>
        eachChunk(ordered, rowsPerInsert, async (chunk) => {
          const rows = await guarded(gateway, { foreignKey: () => new VanishedReference() }, () =>
            db
              .insert(t)
              .values(chunk.map(values))
              .onConflictDoUpdate({
                target: t.code,
                set: { ...replaced, ...stamps.replaced, searchText: sql.raw('excluded.search_text') },
              })
              .returning(),
          );
          return rows.map(read);
        }),
      );
    },

    delete: (id, unchangedSince) => {
      // A row of another table (or of this one) started referencing this one after the use case's check.
      const { inUse } = options;
      const violations = {
        foreignKey: inUse === undefined ? undefined : () => new RecordInUse(kind, id, inUse),
      };
      return gateway.write(async (db) => {
        const deleted = await guarded(gateway, violations, () =>
          db.delete(t).where(unchanged(id, unchangedSince)).returning({ id: t.id }),
        );
        return deleted.length > 0;
      });
    },
  };
}

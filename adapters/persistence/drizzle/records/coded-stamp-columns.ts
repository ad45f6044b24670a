// How a coded kind's stamp columns are read and written: the times only, or the actors too.
import { type SQL, sql } from 'drizzle-orm';
import type { CodedAudit, CodedEntity } from '../../../../domain/records/coded-entity.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import type { Tables } from '../drizzle-gateway.js';

/**
 * Badges and companies have the same columns, either table's rows fit; a tags row has the actors
 * too, which are read and written by name where the kind keeps them, as are a kind's own columns.
 */
type Row = Tables['badges']['$inferSelect'];
type ActorRow = Tables['tags']['$inferSelect'];

/** How a kind's stamp columns are read, and written by a change. */
export interface StampColumns {
  /** How many columns the stamps take. */
  readonly width: number;
  read(row: Row): object;
  /** What an update writes besides the kind's fields and the search text. */
  changed(entity: { readonly updatedAt: Instant }): Record<string, unknown>;
  /** What an upsert replaces in a stored row besides the kind's fields and the search text. */
  readonly replaced: Record<string, SQL>;
}

export const STAMP_COLUMNS: Readonly<Record<CodedAudit, StampColumns>> = {
  times: {
    width: 2,
    read: (row) => ({
      createdAt: instantFromMicros(row.createdAt),
      updatedAt: instantFromMicros(row.updatedAt),
    }),
    changed: ({ updatedAt }) => ({ updatedAt }),
    replaced: { updatedAt: sql.raw('excluded.updated_at') },
  },
  actors: {
    width: 4,
    read: (row) => {
      const { createdAt, createdBy, updatedAt, updatedBy } = row as ActorRow;
      return {
        createdAt: instantFromMicros(createdAt),
        createdBy,
        updatedAt: instantFromMicros(updatedAt),
        updatedBy,
      };
    },
    changed: (entity) => {
      const { updatedAt, updatedBy } = entity as CodedEntity<'actors'>;
      return { updatedAt, updatedBy };
    },
    replaced: { updatedAt: sql.raw('excluded.updated_at'), updatedBy: sql.raw('excluded.updated_by') },
  },
};

// A restore's change log entries, written by the database from the restored tables (docs/adr/0058-a-restore-logs-every-record-it-writes.md).
import { getTableName, sql } from 'drizzle-orm';
import type { RestoredEntries } from '../../../../application/changes/ports/change-log.js';
import { CHANGED_RESOURCES, type ChangeActor } from '../../../../domain/changes/change.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { CHANGED_TABLES } from '../../shared/changed-tables.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';

/** The insert of a restore's entries, the columns they fill. */
export const INSERT_RESTORED = sql`insert into changes (resource, record_id, code, action, actor, api_key, at, fields, record)`;

/**
 * One `insert … select` per kind: a million tasks never cross into JavaScript
 * (`DialectWriter.appendRestored`). Fields `[]` and record `null` (JSON text: the column holds
 * JSON and stays NOT NULL).
 */
export async function appendRestored(
  gateway: DrizzleGateway,
  db: Db,
  actor: ChangeActor,
  at: Instant,
): Promise<RestoredEntries | undefined> {
  const kinds = CHANGED_RESOURCES.map((resource) => ({
    resource,
    table: sql.identifier(getTableName(gateway.tables[CHANGED_TABLES[resource]])),
    code: resource === 'contacts' ? sql`null` : sql`t.code`,
  }));
  const { first, last } = await gateway.dialect.writer.appendRestored(db, kinds, actor, at);
  return last >= first ? { first, last, at, actor } : undefined;
}

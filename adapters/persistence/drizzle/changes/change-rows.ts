// A change log entry as a row of the changes table, and back.
import type { Change, ChangeAction, ChangedResource, NewChange } from '../../../../domain/changes/change.js';
import { instantFromMicros } from '../../../../domain/shared/instant.js';

/** A row of the changes table; the diffs and the record as JSON text. */
export interface ChangeRow {
  readonly resource: string;
  readonly recordId: number;
  readonly code: string | null;
  readonly action: string;
  readonly actor: string;
  readonly apiKey: string | null;
  readonly at: number;
  readonly fields: string;
  readonly record: string;
}

export function changeRow(change: NewChange): ChangeRow {
  return {
    resource: change.resource,
    recordId: change.recordId,
    code: change.code,
    action: change.action,
    actor: change.actor.username,
    apiKey: change.actor.apiKey,
    at: change.at,
    fields: JSON.stringify(change.fields),
    record: JSON.stringify(change.record),
  };
}

export function fromChangeRow(row: ChangeRow & { readonly id: number }): Change {
  return {
    id: row.id,
    resource: row.resource as ChangedResource,
    recordId: row.recordId,
    code: row.code,
    action: row.action as ChangeAction,
    actor: { username: row.actor, apiKey: row.apiKey },
    at: instantFromMicros(row.at),
    fields: JSON.parse(row.fields),
    record: JSON.parse(row.record),
  };
}

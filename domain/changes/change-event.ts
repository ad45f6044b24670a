import { formatInstant } from '../shared/instant.js';
import { type Change, eventType, type FieldChange, type RecordSnapshot } from './change.js';

/**
 * What a webhook delivery's body and a live-feed event's data say of a change
 * (docs/api/changes.md#events): the same JSON for both. `changes` only for an update.
 */
export interface ChangeEvent {
  readonly type: string;
  readonly timestamp: string;
  readonly data: {
    readonly changeId: number;
    readonly resource: string;
    readonly id: number;
    readonly code: string | null;
    readonly action: string;
    readonly actor: { readonly username: string; readonly apiKey: string | null };
    /** Null for a restore's entries: the receiver reads the record if it needs it. */
    readonly record: RecordSnapshot | null;
    readonly changes?: readonly FieldChange[];
  };
}

export function changeEvent(change: Change): ChangeEvent {
  return {
    type: eventType(change),
    timestamp: formatInstant(change.at),
    data: {
      changeId: change.id,
      resource: change.resource,
      id: change.recordId,
      code: change.code,
      action: change.action,
      actor: change.actor,
      record: change.record,
      ...(change.action === 'updated' ? { changes: change.fields } : {}),
    },
  };
}

import { z } from '@hono/zod-openapi';
import { CHANGE_ACTIONS, type Change, fieldChanges } from '../../../domain/changes/change.js';
import { changeEvent } from '../../../domain/changes/change-event.js';
import { Timestamp } from '../access/users.schemas.js';
import { listParameters } from '../listing/list-parameters.js';

export const ChangeActor = z
  .object({
    username: z.string().openapi({ description: 'Who wrote; for an API key, its owner', example: 'erika' }),
    apiKey: z
      .string()
      .nullable()
      .openapi({ description: 'The API key written with, by name; null for a user', example: null }),
  })
  .openapi('ChangeActor');

export const FieldChange = z
  .object({
    field: z.string().openapi({ example: 'status' }),
    before: z.unknown().openapi({
      description: 'The value before the write, as the API shows it; null for none',
      example: 'TODO',
    }),
    after: z.unknown().openapi({ description: 'The value after it', example: 'DONE' }),
  })
  .openapi('FieldChange');

export const HistoryEntry = z
  .object({
    changeId: z
      .number()
      .int()
      .openapi({ description: 'The entry’s place in the change log; grows with every write', example: 42 }),
    type: z.string().openapi({
      description: 'The event type, as webhooks and the live feed name it',
      example: 'task.updated',
    }),
    action: z.enum(CHANGE_ACTIONS),
    at: Timestamp,
    actor: ChangeActor,
    changes: z.array(FieldChange).openapi({
      description:
        'Every field the write changed: all of them for a create, none for an archive, delete or restore',
    }),
    record: z.record(z.string(), z.unknown()).nullable().openapi({
      description:
        'The record after the write (before it, for an archive or delete), as the API returned it; null for `restored`',
    }),
  })
  .openapi('HistoryEntry');

/** A list's paging, and nothing else: a history neither sorts, searches nor counts. */
export const HistoryQuery = listParameters(['id'], {}, 'id').pick({ limit: true, cursor: true });

export function toHistoryEntry(change: Change): z.infer<typeof HistoryEntry> {
  const { type, timestamp } = changeEvent(change);
  return {
    changeId: change.id,
    type,
    action: change.action,
    at: timestamp,
    actor: change.actor,
    changes: [...fieldChanges(change)],
    record: change.record,
  };
}

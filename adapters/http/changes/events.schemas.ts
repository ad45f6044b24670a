import { z } from '@hono/zod-openapi';
import { CHANGE_ACTIONS, EVENT_TYPES } from '../../../domain/changes/change.js';
import { eventStreamContent, streamEvent } from '../openapi/event-streams.js';
import { ChangeActor, FieldChange } from './history.schemas.js';

/** A change ID a client resumes after: the `id` of the last event it received. */
const EventId = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,15})$/, 'must be a change ID: a non-negative integer')
  .transform(Number)
  .refine(Number.isSafeInteger, 'is out of range');

export const EventsQuery = z.object({
  lastEventId: EventId.optional().openapi({
    param: { name: 'lastEventId', in: 'query' },
    type: 'integer',
    minimum: 0,
    example: 41,
    description:
      'For clients that cannot set headers: as the `Last-Event-ID` header (which wins when both are given).',
  }),
});

export const EventsHeaders = z.object({
  'last-event-id': EventId.optional().openapi({
    param: { name: 'last-event-id', in: 'header' },
    type: 'integer',
    minimum: 0,
    example: 41,
    description:
      'Replays the events after this ID still in the log, then goes on live; without it, the stream starts with new events only. EventSource clients send it when they reconnect.',
  }),
});

/**
 * A live-feed event's `data` and a webhook delivery's body (docs/api/changes.md#events). A stream
 * cannot name it, so the events module registers it as a component for clients' generated types.
 */
export const ChangeEventDocument = z
  .object({
    type: z.enum(EVENT_TYPES as [string, ...string[]]).openapi({ example: 'task.updated' }),
    timestamp: z.string().openapi({ description: 'When the write committed, to the microsecond' }),
    data: z.object({
      changeId: z.number().int().openapi({ description: 'The entry in the change log; the SSE `id`' }),
      resource: z.string().openapi({ example: 'tasks' }),
      id: z.number().int().openapi({ description: 'The record’s ID' }),
      code: z.string().nullable().openapi({ description: 'The record’s code; null for contacts' }),
      action: z.enum(CHANGE_ACTIONS),
      actor: ChangeActor,
      record: z.record(z.string(), z.unknown()).nullable().openapi({
        description: 'The record as the API returned it; null for `restored`, whose record is read again',
      }),
      changes: z.array(FieldChange).optional().openapi({ description: 'For `updated` only' }),
    }),
  })
  .openapi('ChangeEvent');

const EXAMPLE_EVENT = {
  type: 'task.updated',
  timestamp: '2026-11-27T14:05:09.123456Z',
  data: {
    changeId: 42,
    resource: 'tasks',
    id: 7,
    code: 'TASK-7',
    action: 'updated',
    actor: { username: 'alice', apiKey: null },
    record: { id: 7, code: 'TASK-7', label: 'Call the supplier', status: 'DONE' },
    changes: [{ field: 'status', before: 'OPEN', after: 'DONE' }],
  },
};

export const EventStreamDocument = z.string().openapi({
  ...eventStreamContent([
    streamEvent({ enum: EVENT_TYPES }, 'ChangeEvent'),
    streamEvent(
      { const: 'overflow' },
      { type: 'object', required: ['lastEventId'], properties: { lastEventId: { type: 'integer' } } },
    ),
  ]),
  description: `Server-Sent Events. Each change: \`id: <change ID>\`, \`event: <type>\` (one of ${EVENT_TYPES.length}: \`task.created\`, \`tag.deleted\`…), \`data: <the event as JSON>\`. A \`: heartbeat\` comment every 15 s. A client that falls too far behind gets \`event: overflow\` with \`{"lastEventId": n}\` and the stream ends.`,
  example: `id: 42\nevent: task.updated\ndata: ${JSON.stringify(EXAMPLE_EVENT)}\n\n: heartbeat\n\n`,
});

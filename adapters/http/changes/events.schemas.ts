import { z } from '@hono/zod-openapi';
import { EVENT_TYPES } from '../../../domain/changes/change.js';

export const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';

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
  description: `Server-Sent Events. Each change: \`id: <change ID>\`, \`event: <type>\` (one of ${EVENT_TYPES.length}: \`task.created\`, \`tag.deleted\`…), \`data: <the event as JSON>\`. A \`: heartbeat\` comment every 15 s. A client that falls too far behind gets \`event: overflow\` with \`{"lastEventId": n}\` and the stream ends.`,
  example: `id: 42\nevent: task.updated\ndata: ${JSON.stringify(EXAMPLE_EVENT)}\n\n: heartbeat\n\n`,
});

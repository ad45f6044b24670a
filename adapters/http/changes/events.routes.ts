import { taggedRoutes } from '../openapi/common.js';
import { EVENT_STREAM_MEDIA_TYPE } from '../openapi/event-streams.js';
import { EventStreamDocument, EventsHeaders, EventsQuery } from './events.schemas.js';

const route = taggedRoutes('Changes');

const streamEventsRoute = route('streamEvents', 'get', '/api/v1/events', {
  summary: 'Live feed of record changes (Server-Sent Events)',
  description:
    'Every change of the records the caller may read (`<resource>:read`), as it is committed, from every instance sharing the database. Resume with `Last-Event-ID` (or `lastEventId`). See docs/api/changes.md#live-feed.',
  access: 'authenticated',
  request: { query: EventsQuery, headers: EventsHeaders },
  responses: {
    200: {
      description:
        'The stream; it stays open until the client leaves, the service closes or the client falls behind',
      headers: {
        'Cache-Control': { description: '`no-cache`', schema: { type: 'string' as const } },
      },
      content: { [EVENT_STREAM_MEDIA_TYPE]: { schema: EventStreamDocument } },
    },
  },
});

/** In mount order. */
export const eventsRoutes = { stream: streamEventsRoute } as const;

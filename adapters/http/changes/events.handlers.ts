import type { LiveFeed } from '../../../application/changes/live-feed.js';
import type { Actor } from '../../../application/shared/actor.js';
import type { Change } from '../../../domain/changes/change.js';
import { readableResources } from '../../../domain/changes/readable-resources.js';
import type { Authenticator } from '../app-env.js';
import { bearerToken } from '../auth.middleware.js';
import { type HttpModule, httpModule } from '../http-module.js';
import type { Schedule } from '../lingering-close.js';
import { EVENT_STREAM_MEDIA_TYPE } from '../openapi/event-streams.js';
import { EventStream, type StreamBounds, type StreamCaller } from './event-stream.js';
import { eventsRoutes } from './events.routes.js';
import { ChangeEventDocument } from './events.schemas.js';

export interface EventsDeps {
  readonly feed: LiveFeed;
  readonly bounds: StreamBounds;
  /** The heartbeat's timers. */
  readonly schedule: Schedule;
}

/**
 * The caller of one stream. Its token is checked again at every heartbeat: a stream outlives
 * the request that opened it, and a disabled user, a revoked key or an expired token must not
 * go on receiving events; their permissions are read again at the same time.
 */
function streamCaller(actor: Actor, token: string, authenticate: Authenticator): StreamCaller {
  let readable = readableResources(actor.permissions);
  // Callers who may read the same kinds share an audience: the feed filters a read once for them.
  const audienceOf = (kinds: ReadonlySet<string>) => [...kinds].sort().join(' ');
  let audience = audienceOf(readable);
  return {
    get audience() {
      return audience;
    },
    sees: (change: Change) => readable.has(change.resource),
    stillValid: async () => {
      try {
        readable = readableResources((await authenticate(token)).permissions);
        audience = audienceOf(readable);
        return true;
      } catch {
        // Refused or out of reach: the stream ends and the client reconnects (and resumes) when it can.
        return false;
      }
    },
  };
}

export function eventsHttp({ feed, bounds, schedule }: EventsDeps): HttpModule {
  const mount = httpModule(eventsRoutes, {
    stream: async (c) => {
      const after = c.req.valid('header')['last-event-id'] ?? c.req.valid('query').lastEventId;
      // The route's access check has read this same header and authenticated it.
      const token = bearerToken(c.req.header('Authorization')) ?? '';
      const caller = streamCaller(c.get('actor'), token, c.get('authenticator'));
      const stream: EventStream = new EventStream(caller, bounds, schedule, after ?? 0, () =>
        feed.unsubscribe(stream),
      );
      try {
        await feed.subscribe(stream, after);
      } catch (error) {
        stream.end();
        throw error;
      }
      return c.body(stream.body, 200, {
        'Content-Type': `${EVENT_STREAM_MEDIA_TYPE}; charset=utf-8`,
        'Cache-Control': 'no-cache',
        // Proxies (nginx) pass each event on as it comes instead of buffering the response.
        'X-Accel-Buffering': 'no',
      });
    },
  });
  return (app) => {
    mount(app);
    app.openAPIRegistry.register('ChangeEvent', ChangeEventDocument);
  };
}

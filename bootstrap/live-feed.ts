import type { Logger } from 'pino';
import { DEFAULT_STREAM_BOUNDS, type StreamBounds } from '../adapters/http/changes/event-stream.js';
import { eventsHttp } from '../adapters/http/changes/events.handlers.js';
import type { HttpModule } from '../adapters/http/http-module.js';
import { type Schedule, timerSchedule } from '../adapters/http/lingering-close.js';
import { describeError } from '../adapters/logging/describe-error.js';
import { LiveFeed } from '../application/changes/live-feed.js';
import type { ChangeLog } from '../application/changes/ports/change-log.js';
import type { ChangeSignal } from '../application/changes/ports/change-signal.js';
import type { FeedMetrics } from '../application/shared/ports/metrics.js';

/** Entries the feed's reader takes from the log at a time. */
const READ_BATCH = 200;
/** The safety poll: a signal lost (a NOTIFY sent while the listening connection was down) delays an event this long at most. */
const POLL_MS = 5_000;

export interface LiveFeedDeps {
  readonly log: ChangeLog;
  readonly signal: ChangeSignal;
  readonly metrics: FeedMetrics;
  readonly logger: Logger;
  /** The heartbeats' and the poll's timers: real ones unless a test drives them. */
  readonly schedule?: Schedule;
  readonly bounds?: StreamBounds;
}

export interface RunningFeed {
  readonly feed: LiveFeed;
  readonly http: HttpModule;
  /** Ends every stream and the poll: the first step of a shutdown, so no open stream holds it up. */
  stop(): void;
}

/** The one reader of the change log of this instance, reading after the newest entry, and its endpoint. */
export async function startLiveFeed(deps: LiveFeedDeps): Promise<RunningFeed> {
  const schedule = deps.schedule ?? timerSchedule;
  const feed = new LiveFeed(deps.log, deps.signal, deps.metrics, {
    batch: READ_BATCH,
    failed: (error) => deps.logger.warn({ err: describeError(error) }, 'live feed: reading the change log failed'),
  });
  await feed.start();
  let cancelPoll = () => {};
  const poll = () => {
    cancelPoll = schedule(POLL_MS, () => {
      feed.wake();
      poll();
    });
  };
  poll();
  return {
    feed,
    http: eventsHttp({ feed, bounds: deps.bounds ?? DEFAULT_STREAM_BOUNDS, schedule }),
    stop: () => {
      cancelPoll();
      feed.close();
    },
  };
}

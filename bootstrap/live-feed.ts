import type { Container } from 'inversify';
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
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

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

/** Starts the feed on the persistence's log and signal, and mounts `GET /api/v1/events`. */
export async function bindLiveFeed(
  container: Container,
  deps: ModuleDeps,
  schedule?: Schedule,
): Promise<void> {
  const running = await startLiveFeed({
    log: deps.persistence.changeLog,
    signal: deps.persistence.changeSignal,
    metrics: deps.metrics,
    logger: deps.logger,
    schedule,
  });
  container.bind(TOKENS.liveFeed).toConstantValue(running);
  container.bind(TOKENS.httpModules).toConstantValue(running.http);
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
    failed: (error) =>
      deps.logger.warn({ err: describeError(error) }, 'live feed: reading the change log failed'),
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

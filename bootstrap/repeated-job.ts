// Timers of the service's background work: jobs repeated on a schedule, and the schedules of its exchanges.
export interface RunningJob {
  /** Stops the schedule; a run under way is finished first. */
  stop(): Promise<void>;
}

/**
 * Runs `job` every `intervalMs` (and once at once when `atStart`) while the service runs; a tick
 * that finds the last run still going is skipped. The timers never keep the process alive.
 */
export function repeatJob(intervalMs: number, job: () => Promise<void>, atStart = false): RunningJob {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= job().finally(() => {
      running = undefined;
    });
  };
  const first = atStart ? setTimeout(tick, 0).unref() : undefined;
  const timer = setInterval(tick, intervalMs).unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Runs `exchange` from time to time until the returned function stops it: the rate limits'
 * exchanges, the webhook worker's polls. A test passes its own and runs them when it chooses.
 */
export type ExchangeSchedule = (exchange: () => Promise<void>) => () => void;

/** The service's schedule: every `ms`, on a timer that never keeps the process alive. */
export const every =
  (ms: number): ExchangeSchedule =>
  (exchange) => {
    const timer = setInterval(() => void exchange(), ms).unref();
    return () => clearInterval(timer);
  };

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

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import { describeError } from '../adapters/logging/describe-error.js';
import type { ChangeLog } from '../application/changes/ports/change-log.js';
import { type ChangeRetention, PruneChangesUseCase } from '../application/changes/prune-changes.use-case.js';
import type { Clock } from '../application/shared/ports/clock.js';
import { type RunningJob, repeatJob } from './repeated-job.js';

const HOUR_MS = 3_600_000;

/**
 * Prunes the change log once the service has started, then every hour (docs/api/changes.md#retention).
 * With several instances each prunes: deleting what another already deleted costs a query.
 */
export function startHistoryPruning(
  log: ChangeLog,
  clock: Clock,
  retention: ChangeRetention,
  logger: Logger,
): RunningJob {
  const prune = new PruneChangesUseCase(log, clock, retention, () => nextTurn());
  const run = async () => {
    try {
      const pruned = await prune.execute();
      const entry = { event: 'history.pruned', entries: pruned, ...retention };
      if (pruned > 0) logger.info(entry, 'Old change log entries pruned');
    } catch (error) {
      logger.error({ event: 'history.prune.failed', err: describeError(error) }, 'Change log pruning failed');
    }
  };
  return repeatJob(HOUR_MS, run, true);
}

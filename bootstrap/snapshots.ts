import type { Logger } from 'pino';
import { describeError } from '../adapters/logging/describe-error.js';
import { takeSnapshot } from '../adapters/persistence/sqlite/sqlite-snapshots.js';
import type { AppConfig } from './env.js';
import { type RunningJob, repeatJob } from './repeated-job.js';

/**
 * Takes a snapshot of the SQLite database every interval while the service runs
 * (docs/deployment.md#sqlite-snapshots). A tick that finds the last snapshot still running is
 * skipped. Each outcome is one log line.
 */
export function startSnapshots(config: AppConfig, logger: Logger, intervalMs?: number): RunningJob {
  const { snapshots, database } = config;
  if (snapshots === undefined || database.kind !== 'sqlite') return { stop: async () => {} };
  const options = { source: database.path, directory: snapshots.directory, keep: snapshots.keep };
  const take = async () => {
    const started = performance.now();
    try {
      const { path, bytes } = await takeSnapshot(options, new Date());
      const ms = Math.round(performance.now() - started);
      logger.info({ event: 'sqlite.snapshot', path, bytes, ms }, 'SQLite snapshot taken');
    } catch (error) {
      logger.error({ event: 'sqlite.snapshot.failed', err: describeError(error) }, 'SQLite snapshot failed');
    }
  };
  return repeatJob(intervalMs ?? snapshots.intervalMinutes * 60_000, take);
}

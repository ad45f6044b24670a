import { instantFromMicros } from '../../domain/shared/instant.js';
import type { Clock } from '../shared/ports/clock.js';
import type { ChangeLog } from './ports/change-log.js';

/** Entries deleted by one statement: a few milliseconds of the database at a time. */
const BATCH = 500;
const MICROS_PER_DAY = 86_400_000_000;

/**
 * Deletes the change log entries older than the retention (docs/api/changes.md#retention), in
 * small batches with `pause` between them, so requests keep their turn while years of entries go.
 */
export class PruneChangesUseCase {
  constructor(
    private readonly log: ChangeLog,
    private readonly clock: Clock,
    private readonly retentionDays: number,
    private readonly pause: () => Promise<void>,
  ) {}

  /** How many entries it deleted. */
  async execute(): Promise<number> {
    const before = instantFromMicros(this.clock.now() - this.retentionDays * MICROS_PER_DAY);
    let total = 0;
    for (;;) {
      const pruned = await this.log.prune(before, BATCH);
      total += pruned;
      if (pruned < BATCH) return total;
      await this.pause();
    }
  }
}

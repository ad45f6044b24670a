import { instantFromMicros } from '../../domain/shared/instant.js';
import type { Clock } from '../shared/ports/clock.js';
import type { ChangeLog } from './ports/change-log.js';

/** Entries deleted by one statement: a few milliseconds of the database at a time. */
const BATCH = 500;
const MICROS_PER_DAY = 86_400_000_000;

/** How long entries are kept: by age, and by count when `maxRows` is given. */
export interface ChangeRetention {
  readonly days: number;
  readonly maxRows?: number;
}

/**
 * Deletes the change log entries older than the retention, then the oldest beyond the row cap
 * (docs/api/changes.md#retention), in small batches with `pause` between them, so requests keep
 * their turn while years of entries go.
 */
export class PruneChangesUseCase {
  constructor(
    private readonly log: ChangeLog,
    private readonly clock: Clock,
    private readonly retention: ChangeRetention,
    private readonly pause: () => Promise<void>,
  ) {}

  /** How many entries it deleted. */
  async execute(): Promise<number> {
    const before = instantFromMicros(this.clock.now() - this.retention.days * MICROS_PER_DAY);
    let total = await this.inBatches(() => this.log.prune(before, BATCH));
    if (this.retention.maxRows === undefined) return total;
    // The cap's edge is found once: entries appended meanwhile only push older ones further beyond it.
    const through = await this.log.newestBeyond(this.retention.maxRows);
    if (through > 0) {
      await this.pause();
      total += await this.inBatches(() => this.log.pruneThrough(through, BATCH));
    }
    return total;
  }

  private async inBatches(prune: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const pruned = await prune();
      total += pruned;
      if (pruned < BATCH) return total;
      await this.pause();
    }
  }
}

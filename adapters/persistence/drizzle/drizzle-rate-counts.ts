// Rate-limit counts on Drizzle: one row per identity, policy and window, added to by every instance.
import { lt, sql } from 'drizzle-orm';
import type { RateCount, RateCounts } from '../../../application/shared/ports/rate-counts.js';
import { chunks, rowsPerStatement } from './chunks.js';
import type { DrizzleGateway } from './drizzle-gateway.js';

export class DrizzleRateCounts implements RateCounts {
  constructor(private readonly gateway: DrizzleGateway) {}

  private get hits() {
    return this.gateway.tables.rateLimitHits;
  }

  add(counts: readonly RateCount[]): Promise<RateCount[]> {
    return this.gateway.write(async (db) => {
      const totals: RateCount[] = [];
      for (const rows of chunks(counts, rowsPerStatement(3))) {
        totals.push(
          ...(await db
            .insert(this.hits)
            .values(rows.map(({ key, window, hits }) => ({ key, window, hits })))
            .onConflictDoUpdate({
              target: [this.hits.key, this.hits.window],
              set: { hits: sql`${this.hits.hits} + excluded.hits` },
            })
            .returning({ key: this.hits.key, window: this.hits.window, hits: this.hits.hits })),
        );
      }
      return totals;
    });
  }

  async forgetBefore(window: number): Promise<void> {
    await this.gateway.write((db) => db.delete(this.hits).where(lt(this.hits.window, window)));
  }
}

import type { ExchangeSchedule } from '../../bootstrap/repeated-job.js';

/**
 * A rate-limit exchange schedule that never fires by itself: `run` makes every instance started
 * with it exchange its counts once, one after the other in the order they started, and resolves
 * when the last is done. Instead of waiting for the one-second timer, a test knows which
 * exchanges have happened.
 */
export class ManualExchanges {
  private readonly exchanges = new Set<() => Promise<void>>();

  readonly schedule: ExchangeSchedule = (exchange) => {
    this.exchanges.add(exchange);
    return () => this.exchanges.delete(exchange);
  };

  async run(): Promise<void> {
    for (const exchange of [...this.exchanges]) await exchange();
  }
}

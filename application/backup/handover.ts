/**
 * Hands items from a producer that pushes (and waits) to a consumer that pulls, one at a time:
 * `give` resolves once the consumer has taken the item, so the producer never runs ahead.
 */
export class Handover<T> implements AsyncIterable<T> {
  private offered: { item: T; taken: () => void } | undefined;
  private waiting: (() => void) | undefined;
  private ended = false;
  private failure: { error: unknown } | undefined;
  private closed = false;

  give(item: T): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the consumer stopped'));
    return new Promise((taken) => {
      this.offered = { item, taken };
      this.wake();
    });
  }

  end(): void {
    this.ended = true;
    this.wake();
  }

  fail(error: unknown): void {
    this.failure = { error };
    this.wake();
  }

  /** The consumer is done: a producer still giving is told so. */
  close(): void {
    this.closed = true;
    this.offered?.taken();
    this.offered = undefined;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      if (this.offered) {
        const { item, taken } = this.offered;
        this.offered = undefined;
        taken();
        yield item;
        continue;
      }
      if (this.failure) throw this.failure.error;
      if (this.ended) return;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }
}

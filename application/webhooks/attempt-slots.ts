/**
 * The attempts one instance has under way, at most `size`: a slow receiver holds one slot, not the
 * others' turn. An attempt that fails (its record could not be written) is kept and thrown once,
 * by the next `room`, so the worker stops claiming and reports it.
 */
export class AttemptSlots {
  private readonly running = new Set<Promise<void>>();
  private failure: { readonly error: unknown } | undefined;

  constructor(readonly size: number) {}

  get free(): number {
    return this.size - this.running.size;
  }

  start(attempt: () => Promise<void>): void {
    const run: Promise<void> = attempt()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves once `count` slots are free; rejects with an attempt's failure, if one failed. */
  async room(count: number): Promise<void> {
    while (this.free < count && this.failure === undefined) await this.next();
    const failure = this.failure;
    this.failure = undefined;
    if (failure) throw failure.error;
  }

  /** Resolves once an attempt under way has ended (at once when none is). */
  async next(): Promise<void> {
    if (this.running.size > 0) await Promise.race(this.running);
  }

  /** Resolves once every attempt under way has ended (their failures wait for `room`). */
  async settled(): Promise<void> {
    await Promise.all(this.running);
  }
}

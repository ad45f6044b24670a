/**
 * Writes attempts' records together: a record that comes while a write runs waits for it and goes
 * in the next one, with every other record that came meanwhile. The attempts of a round end within
 * moments of each other, so a round costs two or three writes (each a commit) instead of one per
 * delivery, and no record waits for more than the write ahead of it.
 */
export class GroupedRecords<T> {
  private queued: { readonly item: T; readonly done: (error?: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly write: (items: readonly T[]) => Promise<void>) {}

  /** Resolves once `item` is written; rejects with its write's error. */
  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ item, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.writing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.writing = true;
    while (this.queued.length > 0) {
      const batch = this.queued.splice(0);
      let failure: unknown;
      try {
        await this.write(batch.map((entry) => entry.item));
      } catch (error) {
        failure = error ?? new Error('the write failed');
      }
      for (const entry of batch) entry.done(failure);
    }
    this.writing = false;
  }
}

/**
 * Tells readers of the change log that entries were committed, here or (on Postgres) in another
 * instance. A hint only: a reader still reads the log after its last ID, so a lost signal delays
 * an event until the next one, and never loses it.
 */
export interface ChangeSignal {
  /** Called after a commit that appended entries. */
  notify(): void;
  /** `listener` runs after every notify (of any instance sharing the database); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

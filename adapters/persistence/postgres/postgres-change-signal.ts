// Commits made by any instance on one Postgres database, told to every instance by LISTEN/NOTIFY.
import { setTimeout as delay } from 'node:timers/promises';
import postgres from 'postgres';
import type { ChangeSignal } from '../../../application/changes/ports/change-signal.js';
import { connectTimeoutSeconds, reconnectBackoff } from './renewable-pool.js';

/** Every instance of the service on one database listens on it. */
export const CHANGES_CHANNEL = 'task_service_changes';

/**
 * The least time between two NOTIFYs. Sent after every round trip, they came nearly one per
 * write under load, each a statement here and work for the server and every listener. A feed
 * event waits at most this much longer.
 */
export const NOTIFY_SPACING_MS = 20;

/**
 * A `ChangeSignal` shared by the instances on one database: `notify` sends a NOTIFY after the
 * commit, and every instance listening (this one too) calls its listeners. It runs on a client
 * of its own, apart from the pool, whose renewals would drop the listening connection;
 * postgres.js listens again after that connection is lost, and each (re)listen calls the
 * listeners too, so a reader reads what was committed while nobody was listening. A
 * notification is only a hint: a lost one delays an event until the next signal or poll.
 */
export class PostgresChangeSignal implements ChangeSignal {
  readonly #client: postgres.Sql;
  readonly #listeners = new Set<() => void>();
  #listening: Promise<unknown> | undefined;
  /** A NOTIFY is on its way, or the spacing after it runs; `#again`: commits came meanwhile, so one more follows. */
  #sending = false;
  #again = false;
  #closed = false;

  constructor(
    options: { readonly url: string; readonly statementTimeoutMs: number },
    /** The wait after a NOTIFY before the next may go (tests hold it). */
    private readonly spacing: () => Promise<unknown> = () =>
      delay(NOTIFY_SPACING_MS, undefined, { ref: false }),
  ) {
    this.#client = postgres(options.url, {
      max: 1,
      connect_timeout: connectTimeoutSeconds(options.statementTimeoutMs),
      backoff: reconnectBackoff,
      fetch_types: false,
      onnotice: () => {},
      connection: { application_name: 'task-service-changes' },
    });
  }

  /**
   * A commit after a quiet spell is told at once; commits made while a NOTIFY is on its way, or
   * within `spacing` of it, share one sent at the end of that wait.
   */
  notify(): void {
    if (this.#closed) return;
    if (this.#sending) {
      this.#again = true;
      return;
    }
    this.#sending = true;
    this.#listen();
    this.#client
      .notify(CHANGES_CHANNEL, '')
      // A failed NOTIFY (the database out of reach) loses nothing: the poll reads the log anyway.
      .catch(() => {})
      .then(this.spacing)
      .finally(() => {
        this.#sending = false;
        if (this.#again) {
          this.#again = false;
          this.notify();
        }
      });
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    this.#listen();
    return () => this.#listeners.delete(listener);
  }

  /** Resolves once this instance listens: tests of two instances wait on it before writing. */
  async listening(): Promise<void> {
    this.#listen();
    await this.#listening;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listeners.clear();
    await this.#client.end({ timeout: 1 });
  }

  /** LISTEN once; after a failure (the database out of reach at start), again at the next call. */
  #listen(): void {
    if (this.#listening || this.#closed) return;
    const tell = () => this.#tell();
    this.#listening = this.#client.listen(CHANGES_CHANNEL, tell, tell).catch(() => {
      this.#listening = undefined;
    });
  }

  #tell(): void {
    for (const listener of this.#listeners) listener();
  }
}

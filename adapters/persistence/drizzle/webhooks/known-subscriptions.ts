// Postgres: what an instance knows of the event types its running subscriptions take, and as of when.
import { sql } from 'drizzle-orm';
import { ALL_EVENTS } from '../../../../domain/webhooks/webhook.js';
import { errorCodes } from '../drizzle-gateway.js';

/** The event types running subscriptions take, as of `version` (the database's count of their changes). */
export interface Subscriptions {
  readonly version: string;
  /** Whether a running subscription takes events of `type`. */
  takes(type: string): boolean;
}

/** Raised by a write made on `Subscriptions` whose version is no longer the database's. */
const STALE_SUBSCRIPTIONS = 'WH001';

/** A write that failed, writing nothing, because the subscriptions it was made on have changed. */
export function isStaleSubscriptions(error: unknown): boolean {
  return errorCodes(error).includes(STALE_SUBSCRIPTIONS);
}

/** The subscriptions' version: 0 until they first change (and if its row is ever deleted). */
const VERSION = sql`coalesce((select version from webhook_subscriptions_version), 0)`;

/**
 * The version and the wanted types read together by one statement, so in one snapshot. Triggers
 * count every change of `webhooks` and `webhook_events` in `webhook_subscriptions_version`.
 */
export const READ_SUBSCRIPTIONS = sql`select ${VERSION}::text as version,
  coalesce((select json_agg(distinct e.event_type)::text from webhook_events e
    join webhooks w on w.id = e.webhook_id and w.paused = false), '[]') as types`;

/**
 * The statement's condition that the subscriptions are still those of `version` (the second
 * parameter): the shared commit-order lock is taken only if they are, else the statement fails
 * with STALE_SUBSCRIPTIONS and writes nothing.
 */
export function fenceOnSubscriptions(lock: number, version: string) {
  return sql`fence as (select pg_advisory_xact_lock_shared(${lock}::bigint)
    from (select ${VERSION} as version) v
    where case when v.version = cast(${version} as bigint) then true
      else webhook_subscriptions_stale(v.version) end)`;
}

/**
 * Read once, kept until a write finds them changed (`forget`): the instance that changes them
 * and every other one learn it from the first write made on the old ones, which then fails whole.
 */
export class KnownSubscriptions {
  private known?: Promise<Subscriptions>;

  constructor(private readonly read: () => PromiseLike<readonly Record<string, unknown>[]>) {}

  current(): Promise<Subscriptions> {
    if (!this.known) {
      const loading = this.load();
      this.known = loading;
      // A failed read is read again by the next write; a read started after it is kept.
      loading.catch(() => {
        if (this.known === loading) this.forget();
      });
    }
    return this.known;
  }

  forget(): void {
    this.known = undefined;
  }

  private async load(): Promise<Subscriptions> {
    const [row] = await this.read();
    const types = new Set(JSON.parse(String(row!.types)) as string[]);
    const all = types.has(ALL_EVENTS);
    return { version: String(row!.version), takes: (type) => all || types.has(type) };
  }
}

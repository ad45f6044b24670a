// Postgres: a lone record's change entry, and its webhook deliveries, in the statement that writes the record.
import { type SQL, sql } from 'drizzle-orm';
import { eventType, type NewChange } from '../../../../domain/changes/change.js';
import { formatInstant } from '../../../../domain/shared/instant.js';
import { QUEUED, queuedDeliveries, queuedParameters } from '../webhooks/event-payload.js';
import {
  fenceOnSubscriptions,
  isStaleSubscriptions,
  type KnownSubscriptions,
} from '../webhooks/known-subscriptions.js';
import { COLUMNS, COMMIT_ORDER_LOCK, FENCE } from './change-appends.js';

/**
 * The ID a create's entry is made with before the database draws the record's: it stands in
 * the entry's record and payload until the statement puts `parent.id` in its place. No record
 * of a kind that needs this has an ID this large.
 */
export const UNDRAWN_ID = Number.MAX_SAFE_INTEGER;

/** The statement's tail after `parent` (the record's write, returning its `id`), and its parameters in order. */
export interface EntryTail {
  /** Built only when the statement's text is not kept yet. */
  sql(): SQL;
  readonly params: readonly unknown[];
  /** What the tail's text depends on besides the kind: its statement's shape key goes with it. */
  readonly shape: string;
}

/**
 * With the record's write in one statement, which needs no transaction around it: the shared
 * lock, the entry, then the deliveries of the running subscriptions that take its event type,
 * each payload put together by the database from the entry's row (`eventPayload`), so that the
 * record is sent once. A create went from a transaction of five statements to one statement,
 * docs/adr/0068-one-change-log-written-with-the-write.md.
 */
export class RecordEntries {
  /**
   * `queued` is told when a statement queued deliveries: the worker's wake, after the commit.
   * `alone`: whether a statement would run outside a transaction now.
   */
  constructor(
    private readonly queued: () => void,
    private readonly subscriptions: KnownSubscriptions,
    private readonly alone: () => boolean,
  ) {}

  /**
   * Runs `write` with the tail of `change`, the record's entry, made with UNDRAWN_ID for a record
   * whose ID the statement draws. A statement outside a transaction whose event type no running
   * subscription takes, as this instance knows them, skips the deliveries' `insert … select` on
   * the condition that they have not changed; if they have, it wrote nothing, and it is run again
   * with the deliveries (docs/adr/0070-writes-skip-deliveries-no-one-takes.md). In a transaction a
   * failed statement would end it, so there the deliveries are always looked for.
   */
  async write<R>(change: NewChange, write: (tail: EntryTail) => Promise<R>): Promise<R> {
    if (this.alone()) {
      const known = await this.subscriptions.current();
      if (!known.takes(eventType(change))) {
        try {
          return await write(this.tail(change, known.version));
        } catch (error) {
          if (!isStaleSubscriptions(error)) throw error;
          this.subscriptions.forget();
        }
      }
    }
    return write(this.tail(change));
  }

  /** After a statement that wrote the record (`row` its answer): the worker woken if it queued deliveries. */
  written(row: Record<string, unknown>): void {
    if (Number(row.queued) > 0) this.queued();
  }

  /** Given `version`, the lean tail: no deliveries, on the condition that the subscriptions are still those of `version`. */
  private tail(change: NewChange, version?: string): EntryTail {
    const fields = JSON.stringify(change.fields);
    const record = withDrawnId(JSON.stringify(change.record), change.recordId);
    const type = eventType(change);
    const timestamp = formatInstant(change.at);
    const lean = version !== undefined;
    return {
      sql: () => {
        const text = (value: unknown) => sql`cast(${value} as text)`;
        const fence = lean ? fenceOnSubscriptions(COMMIT_ORDER_LOCK, version) : FENCE;
        const answer = lean
          ? sql`select parent.id, 0 as queued from parent`
          : sql`${queuedDeliveries(type, timestamp)} select parent.id, ${QUEUED} from parent`;
        return sql`, ${fence},
          entry as (
            insert into changes (${sql.raw(COLUMNS.join(', '))})
            select ${text(change.resource)}, parent.id, ${text(change.code)}, ${text(change.action)},
              ${text(change.actor.username)}, ${text(change.actor.apiKey)}, ${change.at}::bigint,
              ${text(fields)}, ${record.sql()}
            from fence, parent${lean ? sql`` : sql` returning *`})
          ${answer}`;
      },
      params: [
        COMMIT_ORDER_LOCK,
        ...(lean ? [version] : []),
        change.resource,
        change.code,
        change.action,
        change.actor.username,
        change.actor.apiKey,
        change.at,
        fields,
        ...record.params,
        ...(lean ? [] : queuedParameters(type, timestamp)),
      ],
      shape: `entry${lean ? ' lean' : ''} ${record.params.length}`,
    };
  }
}

/**
 * The record's JSON with a create's ID put in by the database (`cast($1 as text) || parent.id ||
 * …`) wherever it stands as the value of an `id` key (followed by `,` or `}`): inside a JSON
 * string those quotes would be escaped, so user text never matches.
 */
function withDrawnId(json: string, recordId: number): { sql: () => SQL; params: string[] } {
  const params: string[] = [];
  let from = 0;
  if (recordId === UNDRAWN_ID) {
    const token = `"id":${UNDRAWN_ID}`;
    for (let at = json.indexOf(token); at >= 0; at = json.indexOf(token, at + token.length)) {
      const end = at + token.length;
      if (json[end] !== ',' && json[end] !== '}') continue;
      params.push(`${json.slice(from, at)}"id":`);
      from = end;
    }
  }
  params.push(json.slice(from));
  return {
    sql: () =>
      sql.join(
        params.map((text, i) =>
          i < params.length - 1 ? sql`cast(${text} as text) || parent.id` : sql`cast(${text} as text)`,
        ),
        sql` || `,
      ),
    params,
  };
}

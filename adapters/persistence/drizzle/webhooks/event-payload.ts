// A webhook delivery's payload put together by the database from a change log row.
import { type SQL, sql } from 'drizzle-orm';

/** Postgres: a value as JSON text, as SQLite's `json_quote` makes it (`DialectSql.jsonQuote`). */
export const jsonText = (value: SQL): SQL => sql`coalesce(to_json(${value})::text, 'null')`;

/**
 * The change event (`changeEvent`, docs/api/changes.md#events) of the change row `c`, as JSON
 * text: its `type` and `timestamp` given, everything else read from the row, the record and the
 * changes (an update's only) as the row holds them, each value quoted by `quote`
 * (`DialectSql.jsonQuote`). Written by the database, the record travels to it once, in the row.
 */
export function eventPayload(quote: (value: SQL) => SQL, c: string, type: SQL, timestamp: SQL): SQL {
  const column = (name: string) => sql.raw(`${c}.${name}`);
  return sql`'{"type":' || ${quote(type)} || ',"timestamp":' || ${quote(timestamp)}
    || ',"data":{"changeId":' || ${column('id')} || ',"resource":' || ${quote(column('resource'))}
    || ',"id":' || ${column('record_id')} || ',"code":' || ${quote(column('code'))}
    || ',"action":' || ${quote(column('action'))}
    || ',"actor":{"username":' || ${quote(column('actor'))} || ',"apiKey":' || ${quote(column('api_key'))}
    || '},"record":' || ${column('record')}
    || (case when ${column('action')} = 'updated' then ',"changes":' || ${column('fields')} else '' end)
    || '}}'`;
}

/**
 * Postgres: after `entry` (a CTE of the change row just inserted, every column returned), the CTE
 * `queued` of its deliveries to the running subscriptions that take `type`; `QUEUED` counts them
 * in the final select. A subscription deleted meanwhile is skipped (its row is locked for key
 * share), not a foreign-key error failing the write.
 */
export function queuedDeliveries(type: string, timestamp: string): SQL {
  const typed = sql`cast(${type} as text)`;
  return sql`, queued as (
      insert into webhook_deliveries
        (webhook_id, change_id, event_type, payload, status, attempts, next_attempt_at, created_at)
      select e.webhook_id, entry.id, ${typed}, ${eventPayload(jsonText, 'entry', typed, sql`cast(${timestamp} as text)`)},
        'pending', 0, entry.at, entry.at
      from entry
      join webhook_events e on e.event_type = ${typed} or e.event_type = '*'
      join webhooks w on w.id = e.webhook_id and w.paused = false
      for key share of w
      returning 1)`;
}

/** How many deliveries `queuedDeliveries` queued, as the column `queued`. */
export const QUEUED = sql`(select count(*) from queued)::int as queued`;

/** `queuedDeliveries`' parameters in the order it binds them. */
export function queuedParameters(type: string, timestamp: string): unknown[] {
  return [type, type, timestamp, type];
}

// Taking due deliveries under a lease: one round trip on Postgres, a short write on SQLite.
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ClaimedDelivery } from '../../../../application/webhooks/ports/delivery-queue.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import type { Dialect } from '../dialect.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { returnedIds } from '../records/bulk-sql.js';

/**
 * The due deliveries of running subscriptions that no lease holds, oldest due first. On Postgres
 * `skip locked` passes over rows another instance is taking at that moment, and a row it took is
 * seen with its new lease, so no delivery is held by two instances; SQLite has one writer.
 */
function leased(dialect: Dialect, now: Instant, leaseUntil: Instant, limit: number): SQL {
  const lock = dialect.sql.rowLock('update of d skip locked');
  return sql`update webhook_deliveries set locked_until = ${leaseUntil}
    where id in (
      select d.id from webhook_deliveries d join webhooks w on w.id = d.webhook_id
      where d.status = 'pending' and d.next_attempt_at <= ${now}
        and (d.locked_until is null or d.locked_until <= ${now}) and w.paused = false
      order by d.next_attempt_at, d.id limit ${limit}${lock})`;
}

/** Postgres: the lease and the rows with their subscription's URL and secret in one statement, written alone. */
async function claimAlone(
  gateway: DrizzleGateway,
  now: Instant,
  leaseUntil: Instant,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const rows = await gateway.dialect.writer.writeAlone!(
    () => sql`with claimed as (
        ${leased(gateway.dialect, now, leaseUntil, limit)}
        returning id, webhook_id, attempts, first_attempt_at, payload)
      select c.id, c.webhook_id, c.attempts, c.first_attempt_at, c.payload, w.url, w.secret
      from claimed c join webhooks w on w.id = c.webhook_id
      order by c.id`,
    { key: 'webhook_deliveries.claim', params: [leaseUntil, now, now, limit] },
  );
  return rows.map((row) => ({
    id: Number(row.id),
    webhookId: Number(row.webhook_id),
    attempts: Number(row.attempts),
    firstAttemptAt: row.first_attempt_at === null ? null : instantFromMicros(Number(row.first_attempt_at)),
    payload: String(row.payload),
    url: String(row.url),
    secret: String(row.secret),
    lease: leaseUntil,
  }));
}

/** SQLite: the lease, then the rows, in one write (SQLite's `returning` cannot join). */
function claimInWrite(
  gateway: DrizzleGateway,
  now: Instant,
  leaseUntil: Instant,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const { webhookDeliveries: d, webhooks } = gateway.tables;
  const lease = sql`${leased(gateway.dialect, now, leaseUntil, limit)} returning id`;
  return gateway.write(async (db) => {
    const ids = await returnedIds(gateway.dialect, db, lease);
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: d.id,
        webhookId: d.webhookId,
        attempts: d.attempts,
        firstAttemptAt: d.firstAttemptAt,
        payload: d.payload,
        url: webhooks.url,
        secret: webhooks.secret,
      })
      .from(d)
      .innerJoin(webhooks, eq(webhooks.id, d.webhookId))
      .where(inArray(d.id, ids))
      .orderBy(asc(d.id));
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      webhookId: Number(row.webhookId),
      firstAttemptAt: row.firstAttemptAt === null ? null : instantFromMicros(Number(row.firstAttemptAt)),
      lease: leaseUntil,
    }));
  });
}

export function claimDeliveries(
  gateway: DrizzleGateway,
  now: Instant,
  leaseUntil: Instant,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return gateway.dialect.writer.writeAlone
    ? claimAlone(gateway, now, leaseUntil, limit)
    : claimInWrite(gateway, now, leaseUntil, limit);
}

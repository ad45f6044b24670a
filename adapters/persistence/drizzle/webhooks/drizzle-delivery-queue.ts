// The webhook deliveries on Drizzle: claimed under a lease, so several instances share the work.
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, lte, min, ne } from 'drizzle-orm';
import type { ListQuery } from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { DeliveryFilter } from '../../../../application/webhooks/delivery-listing.js';
import type {
  ClaimedDelivery,
  DeliveryQueue,
  RecordedAttempt,
} from '../../../../application/webhooks/ports/delivery-queue.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import type { Delivery, DeliveryStatus } from '../../../../domain/webhooks/delivery.js';
import { countWhere } from '../count-where.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { claimDeliveries } from './claimed-deliveries.js';
import { recordAttempts } from './recorded-attempts.js';

const WALK_BATCH = 1000;

export class DrizzleDeliveryQueue implements DeliveryQueue {
  readonly listing: ListingRepository<Delivery, 'id', DeliveryFilter>;

  constructor(private readonly gateway: DrizzleGateway) {
    this.listing = {
      page: (query, limit, after) => this.page(gateway.reader(), query, limit, after?.id),
      walk: (query) =>
        gateway.walk(
          (db, page) => this.page(db, query, page.limit ?? WALK_BATCH, page.after?.id),
          WALK_BATCH,
        ),
      count: (query) => countWhere(gateway.reader(), this.table, this.matching(query.filter)),
    };
  }

  private get table() {
    return this.gateway.tables.webhookDeliveries;
  }

  /** When a read finds any due delivery: most wakes (one per commit) end there, with no write. */
  async claim(now: Instant, leaseUntil: Instant, limit: number): Promise<ClaimedDelivery[]> {
    const [due] = await this.gateway
      .reader()
      .select({ id: this.table.id })
      .from(this.table)
      .where(and(eq(this.table.status, 'pending'), lte(this.table.nextAttemptAt, now)))
      .limit(1);
    return due ? claimDeliveries(this.gateway, now, leaseUntil, limit) : [];
  }

  record(attempts: readonly RecordedAttempt[]): Promise<void> {
    return recordAttempts(this.gateway, attempts);
  }

  async find(webhookId: number, deliveryId: number): Promise<Delivery | undefined> {
    const rows = await this.gateway
      .reader()
      .select(this.columns())
      .from(this.table)
      .where(and(eq(this.table.id, deliveryId), eq(this.table.webhookId, webhookId)));
    return rows[0] && toDelivery(rows[0]);
  }

  requeue(webhookId: number, deliveryId: number, now: Instant): Promise<boolean> {
    return this.gateway.write(async (db) => {
      const written = await db
        .update(this.table)
        .set({ status: 'pending', attempts: 0, firstAttemptAt: null, nextAttemptAt: now, lockedUntil: null })
        .where(and(eq(this.table.id, deliveryId), eq(this.table.webhookId, webhookId)))
        .returning({ id: this.table.id });
      return written.length > 0;
    });
  }

  prune(before: Instant, limit: number): Promise<number> {
    const t = this.table;
    return this.gateway.write(async (db) => {
      const oldest = db
        .select({ id: t.id })
        .from(t)
        .where(and(ne(t.status, 'pending'), lt(t.createdAt, before)))
        .orderBy(asc(t.id))
        .limit(limit);
      const deleted = await db.delete(t).where(inArray(t.id, oldest)).returning({ id: t.id });
      return deleted.length;
    });
  }

  async backlog(): Promise<{ pending: number; oldestQueuedAt: Instant | null }> {
    const [row] = await this.gateway
      .reader()
      .select({ n: count(), oldest: min(this.table.createdAt) })
      .from(this.table)
      .where(eq(this.table.status, 'pending'));
    return { pending: Number(row?.n ?? 0), oldestQueuedAt: instantOrNull(row?.oldest ?? null) };
  }

  private matching(filter: DeliveryFilter) {
    return and(
      eq(this.table.webhookId, filter.webhookId),
      filter.status === undefined ? undefined : eq(this.table.status, filter.status),
    );
  }

  private async page(
    db: Db,
    { filter, sort: { descending } }: ListQuery<'id', DeliveryFilter>,
    limit: number,
    afterId: number | undefined,
  ): Promise<Delivery[]> {
    const beyond = afterId === undefined ? undefined : (descending ? lt : gt)(this.table.id, afterId);
    const rows = await db
      .select(this.columns())
      .from(this.table)
      .where(and(this.matching(filter), beyond))
      .orderBy(descending ? desc(this.table.id) : asc(this.table.id))
      .limit(limit);
    return rows.map(toDelivery);
  }

  /** A delivery's columns: all but its payload and its lease, which only the sender reads. */
  private columns() {
    const { payload: _payload, lockedUntil: _lockedUntil, ...delivery } = getTableColumns(this.table);
    return delivery;
  }
}

type DeliveryRow = Omit<
  DrizzleGateway['tables']['webhookDeliveries']['$inferSelect'],
  'payload' | 'lockedUntil'
>;

function toDelivery(row: DeliveryRow): Delivery {
  return {
    ...row,
    id: Number(row.id),
    webhookId: Number(row.webhookId),
    changeId: Number(row.changeId),
    status: row.status as DeliveryStatus,
    firstAttemptAt: instantOrNull(row.firstAttemptAt),
    lastAttemptAt: instantOrNull(row.lastAttemptAt),
    nextAttemptAt: instantOrNull(row.nextAttemptAt),
    createdAt: instantFromMicros(Number(row.createdAt)),
  };
}

function instantOrNull(micros: number | string | null): Instant | null {
  return micros === null ? null : instantFromMicros(Number(micros));
}

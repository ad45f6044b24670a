// The webhook outbox on Drizzle: the write's changes become deliveries in the same transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { RestoredEntries } from '../../../../application/changes/ports/change-log.js';
import type { ChangeOutbox } from '../../../../application/changes/ports/change-outbox.js';
import type { ChangeSignal } from '../../../../application/changes/ports/change-signal.js';
import type { UnitOfWork } from '../../../../application/shared/ports/unit-of-work.js';
import { CHANGED_RESOURCES, type Change, eventType } from '../../../../domain/changes/change.js';
import { changeEvent } from '../../../../domain/changes/change-event.js';
import { formatInstant } from '../../../../domain/shared/instant.js';
import { ALL_EVENTS } from '../../../../domain/webhooks/webhook.js';
import { chunks } from '../chunks.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { builtOnce } from '../prepared.js';
import { eventPayload } from './event-payload.js';
import type { InlineDeliveries } from './inline-deliveries.js';

/** Changes per statement: an import's thousands of records make a few statements, each a bounded parameter. */
const CHANGES_PER_STATEMENT = 500;

export class DrizzleWebhookOutbox implements ChangeOutbox {
  /**
   * `queued` is told after a commit that queued deliveries: the worker's wake. `inline`: the
   * changes whose own append queued their deliveries (Postgres), skipped here.
   */
  constructor(
    private readonly gateway: DrizzleGateway & UnitOfWork,
    private readonly queued: ChangeSignal,
    private readonly inline?: InlineDeliveries,
  ) {
    this.wantedColumns = { type: gateway.tables.webhookEvents.eventType };
  }

  /** The wanted types' one selection, so that its row mapper is made once. */
  private readonly wantedColumns: { readonly type: DrizzleGateway['tables']['webhookEvents']['eventType'] };

  /**
   * The event types the running subscriptions take, its text built once and run raw: Drizzle's
   * prepared query cost a SQLite write more than the read itself.
   */
  private readonly wantedTypes = builtOnce(() => {
    const { webhooks, webhookEvents } = this.gateway.tables;
    return this.gateway
      .reader()
      .selectDistinct(this.wantedColumns)
      .from(webhookEvents)
      .innerJoin(webhooks, and(eq(webhooks.id, webhookEvents.webhookId), eq(webhooks.paused, false)));
  });

  /**
   * First the event types the running subscriptions take: a change no one takes is not even
   * serialized, so a write without a subscriber for it (an import of 100 000 tasks, say) costs one
   * small read. Then one `insert … select` per batch of the others: each change joined with the
   * running subscriptions that take its event type (or `*`), as they are when it runs.
   */
  async enqueue(all: readonly Change[]): Promise<void> {
    const changes = this.inline ? this.inline.pending(all) : all;
    if (changes.length === 0) return;
    await this.gateway.write(async (db) => {
      const wanted = await this.wanted(db);
      const taken = wanted.has(ALL_EVENTS)
        ? changes
        : changes.filter((change) => wanted.has(eventType(change)));
      if (taken.length > 0) this.gateway.afterCommit(() => this.queued.notify());
      for (const part of chunks(taken, CHANGES_PER_STATEMENT)) {
        const rows = JSON.stringify(
          part.map((change) => [
            change.id,
            eventType(change),
            JSON.stringify(changeEvent(change)),
            change.at,
          ]),
        );
        await this.gateway.dialect.run(db, this.insert(rows));
      }
    });
  }

  /**
   * A restore's entries, a million perhaps: one `insert … select` from the log joined with the
   * running subscriptions that take their types, each payload put together by the database from
   * the entry's row (`eventPayload`), the timestamp, the same for all, given once.
   */
  async enqueueRestored(entries: RestoredEntries): Promise<void> {
    await this.gateway.write(async (db) => {
      const wanted = await this.wanted(db);
      const types = CHANGED_RESOURCES.map((resource) => eventType({ resource, action: 'restored' }));
      if (!wanted.has(ALL_EVENTS) && !types.some((type) => wanted.has(type))) return;
      this.gateway.afterCommit(() => this.queued.notify());
      const { dialect } = this.gateway;
      const type = sql`(case c.resource ${sql.join(
        CHANGED_RESOURCES.map(
          (resource, i) => sql`when cast(${resource} as text) then cast(${types[i]!} as text)`,
        ),
        sql` `,
      )} end)`;
      const timestamp = sql`cast(${formatInstant(entries.at)} as text)`;
      const payload = eventPayload(dialect.sql.jsonQuote, 'c', type, timestamp);
      const lock = dialect.sql.rowLock('key share of w');
      await dialect.run(
        db,
        sql`insert into webhook_deliveries
            (webhook_id, change_id, event_type, payload, status, attempts, next_attempt_at, created_at)
          select e.webhook_id, c.id, ${type}, ${payload}, 'pending', 0, c.at, c.at
          from changes c
          join webhook_events e on e.event_type = ${type} or e.event_type = '*'
          join webhooks w on w.id = e.webhook_id and w.paused = false
          where c.id between ${entries.first} and ${entries.last} and c.action = 'restored'${lock}`,
      );
    });
  }

  private async wanted(db: Db): Promise<Set<string>> {
    const rows = await this.gateway.selectRows(db, this.wantedTypes(), this.wantedColumns);
    return new Set(rows.map((row) => row.type));
  }

  private insert(rows: string) {
    const { dialect } = this.gateway;
    // Postgres: a subscription deleted while this runs is skipped, not a foreign-key error failing the write.
    const lock = dialect.sql.rowLock('key share of w');
    const number = (index: number) => dialect.sql.jsonInteger(`c.value ->> ${index}`);
    return sql`insert into webhook_deliveries
        (webhook_id, change_id, event_type, payload, status, attempts, next_attempt_at, created_at)
      select e.webhook_id, ${number(0)}, c.value ->> 1, c.value ->> 2, 'pending', 0, ${number(3)}, ${number(3)}
      from ${dialect.sql.jsonElements(rows)}
      join webhook_events e on e.event_type = c.value ->> 1 or e.event_type = '*'
      join webhooks w on w.id = e.webhook_id and w.paused = false${lock}`;
  }
}

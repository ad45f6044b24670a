import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { appendWithDeliveries } from '../../../adapters/persistence/drizzle/changes/change-appends.js';
import {
  type EntryTail,
  RecordEntries,
  UNDRAWN_ID,
} from '../../../adapters/persistence/drizzle/changes/record-entries.js';
import { InlineDeliveries } from '../../../adapters/persistence/drizzle/webhooks/inline-deliveries.js';
import { KnownSubscriptions } from '../../../adapters/persistence/drizzle/webhooks/known-subscriptions.js';
import { StatementTexts } from '../../../adapters/persistence/postgres/statement-texts.js';
import type { NewChange } from '../../../domain/changes/change.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

const noRead = async () => {
  throw new Error('the subscriptions are not read in a unit of work');
};

const updated: NewChange = {
  resource: 'tasks',
  recordId: 9,
  code: 'T-9',
  action: 'updated',
  actor: { username: 'ada', apiKey: null },
  at: instantFromMicros(1_795_000_000_000_000),
  fields: [{ field: 'label', before: 'One', after: 'Two' }],
  record: { id: 9, code: 'T-9', label: 'Two' },
};

describe('a lone change appended with its webhook deliveries (Postgres)', () => {
  it('when changes are appended one after the other, then the statement is built once, and only those that queued deliveries wake the worker', async () => {
    const texts = new StatementTexts();
    const inline = new InlineDeliveries();
    let builds = 0;
    let wakes = 0;
    const answers = [
      { id: '41', queued: 0 },
      { id: '42', queued: 2 },
    ];
    const append = appendWithDeliveries(
      async (build, shape) => {
        texts.of(() => {
          builds += 1;
          return build();
        }, shape);
        return [answers.shift()!];
      },
      inline,
      () => {
        wakes += 1;
      },
    );
    const first = await append(updated);
    const second = await append({ ...updated, action: 'archived', fields: [] });
    expect([first.id, second.id, builds, wakes]).toEqual([41, 42, 1, 1]);
    expect(inline.pending([first, second, { ...second }])).toEqual([{ ...second }]);
  });
});

describe("a lone record's entry in the record's own statement (Postgres)", () => {
  // A label that looks like the placeholder, as a client might send it.
  const label = `"id":${UNDRAWN_ID},`;
  const created: NewChange = {
    ...updated,
    recordId: UNDRAWN_ID,
    action: 'created',
    fields: [],
    record: { id: UNDRAWN_ID, code: 'T-9', label },
  };

  it('when the database draws the ID, then it stands in the entry wherever the record ID does, and only there', async () => {
    const entries = new RecordEntries(
      () => {},
      new KnownSubscriptions(noRead),
      () => false,
    );
    const tail = await entries.write(created, async (tail) => tail!);
    const parts = Number(tail.shape.split(' ')[1]);
    const record = tail.params.slice(8, 8 + parts).map(String);
    const fill = (parts: string[], values: number[]) =>
      parts.reduce((text, part, i) => text + part + (i < values.length ? values[i] : ''), '');
    expect(fill(record, [77])).toBe(JSON.stringify({ ...created.record, id: 77 }));
  });
});

describe("a lone record's entry skips the deliveries no running subscription takes (Postgres)", () => {
  const text = (tail: EntryTail) =>
    new PgDialect().sqlToQuery(sql`with parent as (select 1 as id)${tail.sql()}`).sql;
  const subscriptions = (types: string[], reads: string[] = []) =>
    new KnownSubscriptions(async () => {
      reads.push('read');
      return [{ version: String(7 + reads.length), types: JSON.stringify(types) }];
    });

  it('when no running subscription takes its event type, then its statement queues none, on the condition that they are still those read', async () => {
    const entries = new RecordEntries(
      () => {},
      subscriptions(['tag.deleted']),
      () => true,
    );
    const tail = await entries.write(updated, async (tail) => tail!);
    expect(tail.shape).toBe('entry lean 1');
    expect(tail.params.slice(0, 2)).toEqual([expect.any(Number), '8']);
    expect(text(tail)).toContain('webhook_subscriptions_stale');
    expect(text(tail)).not.toContain('webhook_deliveries');
  });

  it('when a running subscription takes every event, then its statement queues the deliveries', async () => {
    const entries = new RecordEntries(
      () => {},
      subscriptions(['*']),
      () => true,
    );
    const tail = await entries.write(updated, async (tail) => tail!);
    expect(tail.shape).toBe('entry 1');
    expect(text(tail)).toContain('webhook_deliveries');
  });

  it('when the subscriptions changed since they were read, then it is written again with the deliveries, and they are read again', async () => {
    const reads: string[] = [];
    const entries = new RecordEntries(
      () => {},
      subscriptions([], reads),
      () => true,
    );
    const shapes: string[] = [];
    await entries.write(updated, async (tail) => {
      shapes.push(tail!.shape);
      if (shapes.length === 1)
        throw Object.assign(new Error('webhook subscriptions changed'), { code: 'WH001' });
      return tail;
    });
    await entries.write(updated, async (tail) => shapes.push(tail!.shape));
    expect(shapes).toEqual(['entry lean 1', 'entry 1', 'entry lean 1']);
    expect(reads).toHaveLength(2);
  });

  it('when reading the subscriptions fails, then the write fails, and the next write reads them again', async () => {
    let reads = 0;
    const known = new KnownSubscriptions(async () => {
      reads += 1;
      if (reads === 1) throw new Error('connection lost');
      return [{ version: '3', types: '[]' }];
    });
    const entries = new RecordEntries(
      () => {},
      known,
      () => true,
    );
    await expect(entries.write(updated, async (tail) => tail!)).rejects.toThrow('connection lost');
    const tail = await entries.write(updated, async (tail) => tail!);
    expect([reads, tail.shape, tail.params[1]]).toEqual([2, 'entry lean 1', '3']);
  });

  it('when another error fails it, then it is not written again', async () => {
    const entries = new RecordEntries(
      () => {},
      subscriptions([]),
      () => true,
    );
    let calls = 0;
    const failing = entries.write(updated, async () => {
      calls += 1;
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    await expect(failing).rejects.toThrow('duplicate key');
    expect(calls).toBe(1);
  });

  it('when it is written in a unit of work, then its statement queues the deliveries without reading the subscriptions', async () => {
    const entries = new RecordEntries(
      () => {},
      new KnownSubscriptions(noRead),
      () => false,
    );
    const tail = await entries.write(updated, async (tail) => tail!);
    expect(tail.shape).toBe('entry 1');
  });
});

import { describe, expect, it } from 'vitest';
import { appendWithDeliveries } from '../../../adapters/persistence/drizzle/changes/change-appends.js';
import { RecordEntries, UNDRAWN_ID } from '../../../adapters/persistence/drizzle/changes/record-entries.js';
import { InlineDeliveries } from '../../../adapters/persistence/drizzle/webhooks/inline-deliveries.js';
import { StatementTexts } from '../../../adapters/persistence/postgres/statement-texts.js';
import type { NewChange } from '../../../domain/changes/change.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

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

  it('when the database draws the ID, then it stands in the entry wherever the record ID does, and only there', () => {
    const tail = new RecordEntries(() => {}).tail(created);
    const parts = Number(tail.shape.split(' ')[1]);
    const record = tail.params.slice(8, 8 + parts).map(String);
    const fill = (parts: string[], values: number[]) =>
      parts.reduce((text, part, i) => text + part + (i < values.length ? values[i] : ''), '');
    expect(fill(record, [77])).toBe(JSON.stringify({ ...created.record, id: 77 }));
  });
});

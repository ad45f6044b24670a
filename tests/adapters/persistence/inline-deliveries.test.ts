import { describe, expect, it } from 'vitest';
import { appendWithDeliveries } from '../../../adapters/persistence/drizzle/changes/change-appends.js';
import { RecordEntries, UNDRAWN_ID } from '../../../adapters/persistence/drizzle/changes/record-entries.js';
import { InlineDeliveries } from '../../../adapters/persistence/drizzle/webhooks/inline-deliveries.js';
import { StatementTexts } from '../../../adapters/persistence/postgres/statement-texts.js';
import type { NewChange } from '../../../domain/changes/change.js';
import { changeEvent } from '../../../domain/changes/change-event.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

const updated: NewChange = {
  resource: 'tasks',
  recordId: 9,
  code: 'T-9',
  action: 'updated',
  actor: { username: 'ada', apiKey: null },
  at: instantFromMicros(1_795_000_000_000_000),
  // The payload's change ID is found by its place, not by a text a record could hold too.
  fields: [{ field: 'label', before: '"changeId":0', after: 'Two' }],
  record: { id: 9, code: 'T-9', label: '"changeId":0' },
};

describe('a lone change appended with its webhook deliveries (Postgres)', () => {
  it('when the entry is given its ID, then each payload is the change event with that ID', () => {
    const [type, prefix, suffix] = new InlineDeliveries().parameters(updated) as string[];
    expect(type).toBe('task.updated');
    expect(`${prefix}4711${suffix}`).toBe(JSON.stringify(changeEvent({ ...updated, id: 4711 })));
  });

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

  it('when the database draws the ID, then it stands in the entry and the payload wherever the record ID does, and only there', () => {
    const tail = new RecordEntries(() => {}).tail(created);
    const [records, payloads] = tail.shape
      .split(' ')
      .slice(1)
      .map((holes) => (holes ? holes.split(',').length : 0) + 1) as [number, number];
    const params = tail.params.map(String);
    const record = params.slice(8, 8 + records);
    const payload = params.slice(9 + records, 9 + records + payloads);
    const fill = (parts: string[], values: (number | string)[]) =>
      parts.reduce((text, part, i) => text + part + (i < values.length ? values[i] : ''), '');
    const stored = { ...created, recordId: 77, record: { ...created.record, id: 77 } };
    const storedRecord = fill(record, [77]);
    expect(storedRecord).toBe(JSON.stringify(stored.record));
    // The payload's record is the entry's, put in by the database: sent once.
    expect(fill(payload, [4711, 77, storedRecord])).toBe(
      JSON.stringify(changeEvent({ ...stored, id: 4711 })),
    );
    expect(payload.join('')).not.toContain(JSON.stringify(label).slice(1, -1));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { allVersioned, RenderedRecords } from '../../../adapters/http/listing/rendered-records.js';

const items = [
  { id: 1, version: 1, updatedAt: 10, label: 'Ελληνικά, "кириллица"\r\n\\ \t 東京 😀' },
  { id: 2, version: 4, updatedAt: 20, label: '\u2028 </script>', tags: [1, 2] },
];

type Item = { id: number; version: number; updatedAt: number; label?: string };

describe('the rendered JSON of records', () => {
  it('when records are rendered, then the bytes are those of their JSON array', () => {
    const toJson = (item: Item) => ({ id: item.id, label: item.label, extra: null });
    const rendered = new RenderedRecords();
    const expected = `[${items.map((item) => JSON.stringify(toJson(item))).join(',')}]`;

    expect(Buffer.from(rendered.jsonArray(items, toJson)).toString('utf8')).toBe(expected);
    expect(Buffer.from(rendered.jsonArray([], toJson)).toString('utf8')).toBe('[]');
  });

  it('when a record in the same state is rendered again, then its JSON is reused, per mapping', () => {
    const rendered = new RenderedRecords();
    const toJson = vi.fn((value: Item) => ({ id: value.id }));
    const other = vi.fn((value: Item) => ({ other: value.id }));
    const item = { id: 3, version: 1, updatedAt: 5 };

    rendered.jsonArray([item], toJson);
    rendered.jsonArray([{ ...item }], toJson);
    const text = Buffer.from(rendered.jsonArray([item], other)).toString('utf8');

    expect(toJson).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(text).toBe('[{"other":3}]');
  });

  it('when a record has another version or write time, or the cache was cleared, then it is rendered anew', () => {
    const rendered = new RenderedRecords();
    const toJson = (value: Item) => ({ id: value.id, label: value.label });
    const text = (item: Item) => Buffer.from(rendered.jsonArray([item], toJson)).toString('utf8');

    expect(text({ id: 4, version: 1, updatedAt: 5, label: 'before' })).toContain('before');
    expect(text({ id: 4, version: 2, updatedAt: 5, label: 'after' })).toContain('after');
    expect(text({ id: 4, version: 2, updatedAt: 6, label: 'later' })).toContain('later');
    rendered.clear();
    expect(text({ id: 4, version: 2, updatedAt: 6, label: 'restored' })).toContain('restored');
  });

  it('when more records than its capacity are rendered, then the first rendered are rendered again', () => {
    const rendered = new RenderedRecords(2);
    const toJson = vi.fn((value: Item) => ({ id: value.id }));
    const at = (id: number) => ({ id, version: 1, updatedAt: 1 });

    rendered.jsonArray([at(1), at(2), at(3)], toJson);
    rendered.jsonArray([at(3), at(1)], toJson);

    expect(toJson).toHaveBeenCalledTimes(4);
  });

  it('when some item names no state, or there is none, then the items are not all versioned', () => {
    expect(allVersioned(items)).toBe(true);
    expect(allVersioned([items[0], { id: 5, updatedAt: 1 }])).toBe(false);
    expect(allVersioned([])).toBe(false);
  });
});

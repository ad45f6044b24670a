import { describe, expect, it, vi } from 'vitest';
import { allFrozen, joinedItemJson } from '../../../adapters/http/listing/item-json.js';

const items = [
  { id: 1, label: 'Ελληνικά, "кириллица"\r\n\\ \t 東京 😀' },
  { id: 2, label: '\u2028 </script>', tags: [1, 2] },
];

describe('the JSON of list items', () => {
  it('when items are joined, then the bytes are those of their JSON text joined by commas', () => {
    const toJson = (item: { id: number; label: string }) => ({ id: item.id, label: item.label, extra: null });
    const expected = `[${items.map((item) => JSON.stringify(toJson(item))).join(',')}]`;

    expect(Buffer.from(joinedItemJson(items, toJson, '[', ']')).toString('utf8')).toBe(expected);
    expect(Buffer.from(joinedItemJson(items, toJson, ',')).toString('utf8')).toBe(
      `,${items.map((item) => JSON.stringify(toJson(item))).join(',')}`,
    );
  });

  it('when the same frozen item is rendered again, then its JSON is reused, per mapping', () => {
    const item = Object.freeze({ id: 3, label: 'once' });
    const toJson = vi.fn((value: { id: number }) => ({ id: value.id }));
    const other = vi.fn((value: { id: number }) => ({ other: value.id }));

    joinedItemJson([item], toJson, '[', ']');
    joinedItemJson([item], toJson, '[', ']');
    const text = Buffer.from(joinedItemJson([item], other, '[', ']')).toString('utf8');

    expect(toJson).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(text).toBe('[{"other":3}]');
  });

  it('when some item is not frozen, or there is none, then the items are not all frozen', () => {
    expect(allFrozen([Object.freeze({}), Object.freeze({})])).toBe(true);
    expect(allFrozen([Object.freeze({}), {}])).toBe(false);
    expect(allFrozen([])).toBe(false);
  });
});

// The JSON of a list's items, rendered once for items that cannot change.

const rendered = new WeakMap<object, WeakMap<object, Buffer>>();
const COMMA = Buffer.from(',');

/**
 * `JSON.stringify(toJson(item))` as UTF-8, kept with a frozen item for as long as it lives: a
 * record the persistence adapter keeps for lists is frozen, and `toJson` (a response mapping)
 * depends on the item alone, so what it gave once it gives again. Writing the JSON of 1 000
 * kept tasks again was a third of a list's cost (docs/performance.md).
 */
function itemBytes<T extends object>(item: T, toJson: (item: T) => unknown): Buffer {
  let texts = rendered.get(toJson);
  if (!texts) {
    texts = new WeakMap();
    rendered.set(toJson, texts);
  }
  let bytes = texts.get(item);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(toJson(item)));
    texts.set(item, bytes);
  }
  return bytes;
}

/** True when every item is frozen, so that their rendered JSON may be kept. */
export function allFrozen(items: readonly unknown[]): boolean {
  return (
    items.length > 0 &&
    items.every((item) => typeof item === 'object' && item !== null && Object.isFrozen(item))
  );
}

/** The items' JSON separated by commas, `before` in front: the bytes `before + items.map(stringify).join(',')` gives. */
export function joinedItemJson<T extends object>(
  items: readonly T[],
  toJson: (item: T) => unknown,
  before: string,
  after = '',
): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [Buffer.from(before)];
  for (const [i, item] of items.entries()) {
    if (i > 0) parts.push(COMMA);
    parts.push(itemBytes(item, toJson));
  }
  if (after) parts.push(Buffer.from(after));
  // A new buffer of its own, never a shared one, which is what Buffer's type leaves open.
  return Buffer.concat(parts) as Uint8Array<ArrayBuffer>;
}

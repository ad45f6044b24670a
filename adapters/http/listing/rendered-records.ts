// The JSON of records, rendered once per state of each record and kept for the lists after.

/** A record whose ID, version and write time name one state of it (an archivable record). */
interface Versioned {
  readonly id: number;
  readonly version: number;
  readonly updatedAt: number;
}

interface Rendered {
  readonly version: number;
  readonly updatedAt: number;
  readonly bytes: Buffer;
}

const COMMA = Buffer.from(',');

/** True when every item names its state, so that its rendered JSON may be kept. */
export function allVersioned(items: readonly unknown[]): items is readonly Versioned[] {
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Partial<Versioned>).version === 'number' &&
        typeof (item as Partial<Versioned>).updatedAt === 'number',
    )
  );
}

/**
 * One app's cache of `JSON.stringify(toJson(record))` as UTF-8, by mapping (a kind's response),
 * then by ID, for the record's version and write time: every write of a record adds one to its
 * version and stamps its time, so the same three name the same content, and a response mapping
 * depends on the record alone. Writing the JSON of 1 000 unchanged tasks again was a third of a
 * list's cost (docs/performance.md). A restore forgets everything (`clear`): its rows keep their
 * versions and times. At most `capacity` records per mapping, the first kept first out.
 */
export class RenderedRecords {
  private byMapping = new WeakMap<object, Map<number, Rendered>>();

  constructor(private readonly capacity = 5000) {}

  /** The items' JSON array: the bytes `JSON.stringify(items.map(toJson))` gives. */
  jsonArray<T extends Versioned>(items: readonly T[], toJson: (item: T) => unknown): Uint8Array<ArrayBuffer> {
    const parts: Buffer[] = [Buffer.from('[')];
    const kept = this.keptFor(toJson);
    for (const [i, item] of items.entries()) {
      if (i > 0) parts.push(COMMA);
      parts.push(this.bytes(kept, item, toJson));
    }
    parts.push(Buffer.from(']'));
    // A new buffer of its own, never a shared one, which is what Buffer's type leaves open.
    return Buffer.concat(parts) as Uint8Array<ArrayBuffer>;
  }

  clear(): void {
    this.byMapping = new WeakMap();
  }

  private keptFor(toJson: object): Map<number, Rendered> {
    let kept = this.byMapping.get(toJson);
    if (!kept) {
      kept = new Map();
      this.byMapping.set(toJson, kept);
    }
    return kept;
  }

  private bytes<T extends Versioned>(kept: Map<number, Rendered>, item: T, toJson: (item: T) => unknown) {
    const found = kept.get(item.id);
    if (found && found.version === item.version && found.updatedAt === item.updatedAt) return found.bytes;
    const bytes = Buffer.from(JSON.stringify(toJson(item)));
    kept.delete(item.id);
    if (kept.size >= this.capacity) kept.delete(kept.keys().next().value!);
    kept.set(item.id, { version: item.version, updatedAt: item.updatedAt, bytes });
    return bytes;
  }
}

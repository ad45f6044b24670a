import { describe, expect, it } from 'vitest';
import { type FeedSubscriber, LiveFeed } from '../../../application/changes/live-feed.js';
import type { ChangeLog } from '../../../application/changes/ports/change-log.js';
import type { ChangeSignal } from '../../../application/changes/ports/change-signal.js';
import { NO_METRICS } from '../../../application/shared/ports/metrics.js';
import type { Change, ChangedResource, NewChange } from '../../../domain/changes/change.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { signal } from '../../support/signal.js';

/** The log in an array; `after` can be held to let the test interleave a read with other work. */
class ArrayLog implements ChangeLog {
  readonly entries: Change[] = [];
  reads = 0;
  hold: Promise<void> | undefined;

  async append(changes: readonly NewChange[]): Promise<Change[]> {
    const first = this.entries.length + 1;
    const added = changes.map((change, index) => ({ ...change, id: first + index }));
    this.entries.push(...added);
    return added;
  }
  async history(): Promise<Change[]> {
    return [];
  }
  async after(after: number, limit: number): Promise<Change[]> {
    this.reads += 1;
    const found = this.entries.filter((entry) => entry.id > after).slice(0, limit);
    await this.hold;
    return found;
  }
  async latest(): Promise<number> {
    return this.entries.at(-1)?.id ?? 0;
  }
  async appendRestored(): Promise<undefined> {
    return undefined;
  }
  async prune(): Promise<number> {
    return 0;
  }
  async newestBeyond(): Promise<number> {
    return 0;
  }
  async pruneThrough(): Promise<number> {
    return 0;
  }
}

class ManualSignal implements ChangeSignal {
  readonly listeners = new Set<() => void>();
  notify(): void {
    for (const listener of this.listeners) listener();
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** A stream that takes up to `capacity` changes, then overflows; it keeps each run it was handed. */
class Collector implements FeedSubscriber {
  readonly ids: number[] = [];
  readonly runs: (readonly Change[])[] = [];
  ended = false;
  constructor(
    private readonly readable: ReadonlySet<ChangedResource> = new Set(['tasks', 'tags']),
    private readonly capacity = Number.POSITIVE_INFINITY,
  ) {}
  get audience(): string {
    return [...this.readable].sort().join(' ');
  }
  sees(change: Change): boolean {
    return this.readable.has(change.resource);
  }
  take(changes: readonly Change[]): boolean {
    if (this.ids.length + changes.length > this.capacity) return false;
    this.runs.push(changes);
    this.ids.push(...changes.map((change) => change.id));
    return true;
  }
  async room(): Promise<void> {}
  end(): void {
    this.ended = true;
  }
}

function change(resource: ChangedResource, recordId: number): NewChange {
  return {
    resource,
    recordId,
    code: `C${recordId}`,
    action: 'created',
    actor: { username: 'alice', apiKey: null },
    at: instantFromMicros(1_795_000_000_000_000),
    fields: [],
    record: { id: recordId },
  };
}

async function setUp(batch = 3) {
  const log = new ArrayLog();
  const signal = new ManualSignal();
  const counts = { sent: 0, dropped: 0, open: 0 };
  const metrics = {
    ...NO_METRICS,
    feedEventsSent: (n: number) => {
      counts.sent += n;
    },
    feedClientDropped: () => {
      counts.dropped += 1;
    },
    feedStreams: (n: number) => {
      counts.open = n;
    },
  };
  const failures: unknown[] = [];
  const feed = new LiveFeed(log, signal, metrics, { batch, failed: (error) => failures.push(error) });
  const write = async (...changes: NewChange[]) => {
    await log.append(changes);
    signal.notify();
    await feed.settled();
  };
  return { log, signal, feed, counts, failures, write };
}

describe('LiveFeed', () => {
  it('when entries are committed, then every stream gets those it may read, in order, read once for all', async () => {
    const { log, feed, counts, write } = await setUp();
    await log.append([change('tasks', 1)]);
    await feed.start();
    const reader = new Collector();
    const tagsOnly = new Collector(new Set(['tags']));
    await feed.subscribe(reader);
    await feed.subscribe(tagsOnly);
    const readsBefore = log.reads;
    await write(change('tasks', 2), change('tags', 3), change('contacts', 4), change('tasks', 5));
    expect(reader.ids).toEqual([2, 3, 5]);
    expect(tagsOnly.ids).toEqual([3]);
    // Four entries in batches of three: two reads, whatever the number of streams.
    expect(log.reads - readsBefore).toBe(2);
    expect(counts).toMatchObject({ sent: 4, open: 2 });
  });

  it('when streams share an audience, then each read hands them the same run, filtered once, as one take', async () => {
    const { feed, write } = await setUp(10);
    await feed.start();
    let asked = 0;
    const counted = (readable: ReadonlySet<ChangedResource>) => {
      const stream = new Collector(readable);
      const sees = stream.sees.bind(stream);
      stream.sees = (change) => {
        asked += 1;
        return sees(change);
      };
      return stream;
    };
    const both = [counted(new Set(['tasks', 'tags'])), counted(new Set(['tags', 'tasks']))];
    const tagsOnly = counted(new Set(['tags']));
    for (const stream of [...both, tagsOnly]) await feed.subscribe(stream);
    await write(change('tasks', 1), change('tags', 2), change('tasks', 3));
    expect(both[0]!.runs).toHaveLength(1);
    expect(both[1]!.runs[0]).toBe(both[0]!.runs[0]);
    expect(both[1]!.ids).toEqual([1, 2, 3]);
    expect(tagsOnly.runs).toEqual([[expect.objectContaining({ id: 2 })]]);
    // Three entries, asked once per audience: two audiences.
    expect(asked).toBe(6);
  });

  it('when no stream is open, then commits are not read; the first stream gets what is committed after it opens', async () => {
    const { log, feed, write } = await setUp();
    await feed.start();
    const readsBefore = log.reads;
    await write(change('tasks', 1), change('tasks', 2));
    await write(change('tasks', 3));
    expect(log.reads).toBe(readsBefore);
    const stream = new Collector();
    await feed.subscribe(stream);
    await write(change('tasks', 4));
    expect(stream.ids).toEqual([4]);
  });

  it('when a stream resumes after an ID, then it gets the entries after it, then the live ones, with no gap or duplicate', async () => {
    const { log, feed, write } = await setUp(2);
    await feed.start();
    await write(change('tasks', 1), change('tasks', 2), change('tasks', 3), change('tasks', 4));
    // The reader is held inside its next read while the stream catches up, and commits go on.
    const released = signal();
    log.hold = released.happened;
    await log.append([change('tasks', 5)]);
    const resumed = new Collector();
    const subscribed = feed.subscribe(resumed, 1);
    const reading = write(change('tasks', 6));
    released.fire();
    log.hold = undefined;
    await subscribed;
    await reading;
    await write(change('tasks', 7));
    await expect.poll(() => resumed.ids).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('when a stream opens without an ID after a commit the reader has yet to read, then it does not get that entry', async () => {
    const { log, feed, write } = await setUp();
    await feed.start();
    await log.append([change('tasks', 1)]);
    const stream = new Collector();
    await feed.subscribe(stream);
    await write(change('tasks', 2));
    expect(stream.ids).toEqual([2]);
  });

  it('when a stream names an ID beyond the log, then it is treated as the newest, and misses nothing after', async () => {
    const { feed, write } = await setUp();
    await feed.start();
    await write(change('tasks', 1));
    const stream = new Collector();
    await feed.subscribe(stream, 999);
    await write(change('tasks', 2));
    expect(stream.ids).toEqual([2]);
  });

  it('when a stream cannot take more, then it is dropped and counted, and the others go on', async () => {
    const { feed, counts, write } = await setUp();
    await feed.start();
    const slow = new Collector(undefined, 2);
    const fast = new Collector();
    await feed.subscribe(slow);
    await feed.subscribe(fast);
    await write(change('tasks', 1), change('tasks', 2));
    await write(change('tasks', 3));
    await write(change('tasks', 4));
    expect(slow.ids).toEqual([1, 2]);
    expect(fast.ids).toEqual([1, 2, 3, 4]);
    expect(counts).toMatchObject({ dropped: 1, open: 1 });
  });

  it('when a read fails, then it is reported, and the next signal reads from the same place', async () => {
    const { log, feed, failures, write } = await setUp();
    await feed.start();
    const stream = new Collector();
    await feed.subscribe(stream);
    const after = log.after.bind(log);
    log.after = async () => {
      throw new Error('database out of reach');
    };
    await write(change('tasks', 1));
    expect(failures).toHaveLength(1);
    log.after = after;
    await write(change('tasks', 2));
    expect(stream.ids).toEqual([1, 2]);
  });

  it('when the feed closes, then every stream ends and signals are no longer heard', async () => {
    const { feed, signal, counts } = await setUp();
    await feed.start();
    const stream = new Collector();
    await feed.subscribe(stream);
    feed.close();
    expect(stream.ended).toBe(true);
    expect(signal.listeners.size).toBe(0);
    expect(counts.open).toBe(0);
    const late = new Collector();
    await feed.subscribe(late);
    expect(late.ended).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  EventStream,
  type StreamBounds,
  type StreamCaller,
} from '../../../../adapters/http/changes/event-stream.js';
import type { Change } from '../../../../domain/changes/change.js';
import { changeEvent } from '../../../../domain/changes/change-event.js';
import { instantFromMicros } from '../../../../domain/shared/instant.js';
import { ManualSchedule } from '../../../support/manual-schedule.js';

const BOUNDS: StreamBounds = { maxEvents: 4, maxBytes: 1024 * 1024, heartbeatMs: 15_000 };

function change(id: number, padding = 0): Change {
  return {
    id,
    resource: 'tasks',
    recordId: id,
    code: `T${id}`,
    action: 'created',
    actor: { username: 'alice', apiKey: null },
    at: instantFromMicros(1_795_000_000_000_000),
    fields: [],
    record: { id, padding: 'x'.repeat(padding) },
  };
}

function open(caller: Partial<StreamCaller> = {}, bounds = BOUNDS, lastEventId = 0) {
  const schedule = new ManualSchedule();
  let closed = 0;
  const stream = new EventStream(
    { audience: 'tasks', sees: () => true, stillValid: async () => true, ...caller },
    bounds,
    schedule.schedule,
    lastEventId,
    () => {
      closed += 1;
    },
  );
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  /** Reads until the stream has given `count` messages or ended. */
  const read = async (count: number): Promise<string[]> => {
    const messages: string[] = [];
    let text = '';
    while (messages.length < count) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
      const parts = text.split('\n\n');
      text = parts.pop()!;
      messages.push(...parts);
    }
    return messages;
  };
  return { stream, reader, read, schedule, closed: () => closed };
}

describe('EventStream', () => {
  it('when a change is taken, then the client reads its id, type and the change event as data', async () => {
    const { stream, read } = open();
    const taken = change(7);
    expect(stream.take([taken])).toBe(true);
    const [message] = await read(1);
    expect(message).toBe(`id: 7\nevent: task.created\ndata: ${JSON.stringify(changeEvent(taken))}`);
  });

  it('when a run of changes is taken, then the client gets it in one chunk, the same bytes every stream of the run sends', async () => {
    const first = open();
    const second = open();
    const run = [change(1), change(2), change(3)];
    first.stream.take(run);
    second.stream.take(run);
    const [a, b] = await Promise.all([first.reader.read(), second.reader.read()]);
    expect(b.value).toBe(a.value);
    expect(
      new TextDecoder()
        .decode(a.value)
        .split('\n\n')
        .filter(Boolean)
        .map((m) => m.split('\n')[0]),
    ).toEqual(['id: 1', 'id: 2', 'id: 3']);
  });

  it('when a run takes the queue past its bound, then the stream overflows, resuming before the run', async () => {
    const { stream, read } = open();
    stream.take([change(1)]);
    expect(await read(1)).toHaveLength(1);
    expect(stream.take([change(2), change(3)])).toBe(true);
    expect(stream.take([change(4), change(5), change(6)])).toBe(false);
    expect(await read(10)).toEqual(['id: 1\nevent: overflow\ndata: {"lastEventId":1}']);
  });

  it('when the client stops reading, then the queue stays within its bound and ends with an overflow naming the last ID read', async () => {
    const { stream, read } = open();
    stream.take([change(1)]);
    expect(await read(1)).toHaveLength(1);
    let taken = 0;
    for (let id = 2; id <= 50 && stream.take([change(id)]); id += 1) {
      taken += 1;
      expect(stream.queued.events).toBeLessThanOrEqual(BOUNDS.maxEvents);
    }
    expect(taken).toBe(BOUNDS.maxEvents);
    // Only the overflow message waits.
    expect(stream.queued.events).toBe(0);
    expect(stream.queued.bytes).toBeGreaterThan(0);
    const rest = await read(10);
    expect(rest).toEqual(['id: 1\nevent: overflow\ndata: {"lastEventId":1}']);
  });

  it('when events outgrow the byte bound, then it overflows before the count bound, resuming before the first unsent', async () => {
    const { stream, read } = open({}, { ...BOUNDS, maxEvents: 1000, maxBytes: 10_000 }, 3);
    expect(stream.take([change(5, 4000)])).toBe(true);
    expect(stream.take([change(6, 4000)])).toBe(true);
    expect(stream.take([change(8, 4000)])).toBe(false);
    expect(stream.queued.bytes).toBeLessThan(10_000);
    expect(await read(10)).toEqual(['id: 4\nevent: overflow\ndata: {"lastEventId":4}']);
  });

  it('when the heartbeat interval passes, then an idle client reads a heartbeat comment, and the next is armed', async () => {
    const { read, schedule } = open();
    schedule.fire(15_000);
    expect(await read(1)).toEqual([': heartbeat']);
    await schedule.setTimes(15_000, 2);
    expect(schedule.pending(15_000)).toBe(1);
  });

  it('when the caller no longer holds at a heartbeat, then the stream ends', async () => {
    const { reader, schedule, closed } = open({ stillValid: async () => false });
    schedule.fire(15_000);
    expect((await reader.read()).done).toBe(true);
    expect(closed()).toBe(1);
    expect(schedule.pending(15_000)).toBe(0);
  });

  it('when the service closes it, then the stream ends at once, queued events dropped', async () => {
    const { stream, reader, closed } = open();
    stream.take([change(1)]);
    stream.end();
    expect((await reader.read()).done).toBe(true);
    expect(closed()).toBe(1);
  });

  it('when the client leaves, then the stream closes and stops its heartbeat', async () => {
    const { reader, schedule, closed } = open();
    await reader.cancel();
    expect(closed()).toBe(1);
    expect(schedule.pending(15_000)).toBe(0);
  });
});

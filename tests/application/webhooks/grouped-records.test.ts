import { describe, expect, it } from 'vitest';
import { GroupedRecords } from '../../../application/webhooks/grouped-records.js';

/** A write the test ends: each call waits for its own `finish`. */
function heldWrites() {
  const writes: { items: readonly number[]; finish: (error?: Error) => void }[] = [];
  let started: () => void = () => {};
  const write = (items: readonly number[]) =>
    new Promise<void>((resolve, reject) => {
      writes.push({ items, finish: (error) => (error ? reject(error) : resolve()) });
      started();
    });
  const nextStarted = () =>
    new Promise<void>((resolve) => {
      started = resolve;
    });
  return { writes, write, nextStarted };
}

describe('GroupedRecords', () => {
  it('when records come while a write runs, then they go together in the next write', async () => {
    const { writes, write, nextStarted } = heldWrites();
    const records = new GroupedRecords(write);
    let second = nextStarted();
    const first = records.add(1);
    await second;
    const rest = [records.add(2), records.add(3), records.add(4)];
    expect(writes.map((w) => w.items)).toEqual([[1]]);
    second = nextStarted();
    writes[0]!.finish();
    await first;
    await second;
    expect(writes.map((w) => w.items)).toEqual([[1], [2, 3, 4]]);
    writes[1]!.finish();
    await Promise.all(rest);
  });

  it('when a write fails, then each of its records fails with it and the next write goes on', async () => {
    const { writes, write, nextStarted } = heldWrites();
    const records = new GroupedRecords(write);
    let started = nextStarted();
    const failed = records.add(1);
    await started;
    started = nextStarted();
    writes[0]!.finish(new Error('database unreachable'));
    await expect(failed).rejects.toThrow('database unreachable');
    const later = records.add(2);
    await started;
    writes[1]!.finish();
    await later;
    expect(writes.map((w) => w.items)).toEqual([[1], [2]]);
  });
});

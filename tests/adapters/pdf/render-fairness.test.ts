import { afterEach, describe, expect, it } from 'vitest';
import { FairQueue } from '../../../adapters/pdf/fair-queue.js';
import { RenderPool, type RenderPoolOptions } from '../../../adapters/pdf/render-pool.js';
import { manyTasks, recordsDocument, taskSheet } from './print-documents.js';

const job = (caller: string, name: string) => ({ caller, name });

describe('FairQueue', () => {
  it('when one caller queues many and others one each, then callers take turns, each in its own order', () => {
    const queue = new FairQueue<{ caller: string; name: string }>();
    for (const name of ['a1', 'a2', 'a3', 'a4']) queue.push(job('a', name));
    queue.push(job('b', 'b1'));
    queue.push(job('c', 'c1'));
    queue.push(job('b', 'b2'));
    const order: string[] = [];
    for (let next = queue.shift(); next; next = queue.shift()) order.push(next.name);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.length).toBe(0);
  });

  it('when a waiting item is removed, then it is gone and the length follows', () => {
    const queue = new FairQueue<{ caller: string; name: string }>();
    const b1 = job('b', 'b1');
    queue.push(job('a', 'a1'));
    queue.push(b1);
    expect(queue.remove(b1)).toBe(true);
    expect(queue.remove(b1)).toBe(false);
    expect(queue.length).toBe(1);
    expect(queue.drain().map(({ name }) => name)).toEqual(['a1']);
  });
});

describe('the render pool', () => {
  const pools: RenderPool[] = [];
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.close();
  });
  const pool = (options: Partial<RenderPoolOptions> = {}) => {
    const created = new RenderPool({
      workers: 1,
      maxQueued: 20,
      idleTimeoutMs: 60_000,
      documentsPerWorker: 1000,
      maxWorkerHeapBytes: 2 ** 40,
      workerHeapLimitMb: 512,
      ...options,
    });
    pools.push(created);
    return created;
  };
  const onePage = recordsDocument([taskSheet(1)]);

  it('when one caller queues five prints and another then asks for one, then the other is served second, not last', async () => {
    const renderer = pool();
    const finished: string[] = [];
    const print = (caller: string, name: string) =>
      renderer.run(onePage, { caller }).then(() => finished.push(name));
    const all = [1, 2, 3, 4, 5].map((index) => print('alice', `alice ${index}`));
    all.push(print('bob', 'bob'));
    await Promise.all(all);
    expect(finished).toEqual(['alice 1', 'alice 2', 'bob', 'alice 3', 'alice 4', 'alice 5']);
  }, 60_000);

  it('when a worker has rendered its quota of documents, then the next document gets a new worker', async () => {
    const renderer = pool({ documentsPerWorker: 2 });
    for (let index = 0; index < 5; index += 1) await renderer.run(onePage);
    expect(renderer.workersStarted).toBe(3);
  }, 60_000);

  it('when a document leaves the worker heap above the bound, then the worker is replaced and prints go on', async () => {
    const renderer = pool({ maxWorkerHeapBytes: 1 });
    const outcomes = await Promise.all([renderer.run(onePage), renderer.run(onePage)]);
    for (const outcome of outcomes) expect('pdf' in outcome).toBe(true);
    expect(renderer.workersStarted).toBe(2);
  }, 60_000);

  it('when a document needs more heap than a worker may have, then it fails alone and the next one prints', async () => {
    const renderer = pool({ workerHeapLimitMb: 96 });
    // Its pages, all planned before the first is painted, are several times the limit: no garbage collection saves it.
    await expect(renderer.run(manyTasks(40_000))).rejects.toThrow(/memory/);
    expect('pdf' in (await renderer.run(onePage))).toBe(true);
    // Planning until the heap is full takes about 8 s alone, four times that on a loaded machine.
  }, 180_000);
});

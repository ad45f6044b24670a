import { describe, expect, it } from 'vitest';
import { TableReclaims } from '../../../adapters/persistence/shared/table-reclaims.js';

/** A vacuum the test finishes when it chooses. */
function heldVacuums() {
  const calls: { table: string; finish: (failed?: boolean) => void }[] = [];
  const vacuum = (table: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ table, finish: (failed) => (failed ? reject(new Error('out of reach')) : resolve()) });
    });
  return { calls, vacuum };
}

describe('vacuums after bulk archives', () => {
  it('when a table is asked for again while its vacuum runs, then one more runs after it, however many asked', async () => {
    const { calls, vacuum } = heldVacuums();
    const reclaims = new TableReclaims(vacuum);
    reclaims.request('tasks');
    reclaims.request('tasks');
    reclaims.request('tasks');
    reclaims.request('tags');
    expect(calls.map((call) => call.table)).toEqual(['tasks', 'tags']);

    calls[0]!.finish();
    calls[1]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.map((call) => call.table)).toEqual(['tasks', 'tags', 'tasks']);
    calls[2]!.finish();
    await reclaims.settled();
    expect(calls).toHaveLength(3);
  });

  it('when a vacuum fails, then nothing is thrown and the table may be asked for again', async () => {
    const { calls, vacuum } = heldVacuums();
    const reclaims = new TableReclaims(vacuum);
    reclaims.request('tasks');
    calls[0]!.finish(true);
    await reclaims.settled();
    reclaims.request('tasks');
    expect(calls).toHaveLength(2);
    calls[1]!.finish();
    await reclaims.settled();
  });
});

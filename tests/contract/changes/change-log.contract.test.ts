import { expect, it } from 'vitest';
import { PruneChangesUseCase } from '../../../application/changes/prune-changes.use-case.js';
import type { NewChange } from '../../../domain/changes/change.js';
import { type Instant, instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { T0, usePersistence } from '../../support/persistence.js';

const DAY = 86_400_000_000;

function aChange(overrides: Partial<NewChange> = {}): NewChange {
  return {
    resource: 'tasks',
    recordId: 1,
    code: 'T-1',
    action: 'updated',
    actor: { username: 'erika', apiKey: 'ci' },
    at: T0,
    fields: [{ field: 'label', before: 'a', after: 'b' }],
    record: { id: 1, label: 'b' },
    ...overrides,
  };
}

/** The change log on every backend (docs/api/changes.md). */
describeEachBackend('change log', (backend) => {
  const db = usePersistence(backend);
  const append = (changes: NewChange[]) => db().unitOfWork.run(() => db().changeLog.append(changes));

  it('when entries are appended, then they read back whole, with growing IDs, by record and after an ID', async () => {
    const [first, second, other] = await append([
      aChange(),
      aChange({ action: 'archived', fields: [] }),
      aChange({ resource: 'tags', code: null }),
    ]);
    expect(second!.id).toBeGreaterThan(first!.id);
    expect(await db().changeLog.history('tasks', 1, 10)).toEqual([second, first]);
    expect(await db().changeLog.history('tasks', 1, 10, second!.id)).toEqual([first]);
    expect(await db().changeLog.after(first!.id, 10)).toEqual([second, other]);
    expect(await db().changeLog.after(0, 1)).toEqual([first]);
    expect(await db().changeLog.latest()).toBe(other!.id);
  });

  it('when the unit of work rolls back, then its entries are gone', async () => {
    await expect(
      db().unitOfWork.run(async () => {
        await db().changeLog.append([aChange()]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db().changeLog.latest()).toBe(0);
    expect(await db().changeLog.history('tasks', 1, 10)).toEqual([]);
  });

  it('when units of work append at once and one fails, then the others’ entries are kept under IDs in commit order, the failed one’s gone', async () => {
    const failing = db().unitOfWork.run(async () => {
      await db().changeLog.append([aChange({ recordId: 2 })]);
      throw new Error('rolled back');
    });
    const [kept, failed, after] = await Promise.allSettled([
      append([aChange({ recordId: 1 })]),
      failing,
      append([aChange({ recordId: 3 }), aChange({ recordId: 4 })]),
    ]);
    expect(failed.status).toBe('rejected');
    const appended = [kept, after].flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    expect(appended.map((change) => change.recordId)).toEqual([1, 3, 4]);
    expect(await db().changeLog.after(0, 10)).toEqual(appended);
    const [next] = await append([aChange({ recordId: 5 })]);
    expect(next!.id).toBeGreaterThan(appended.at(-1)!.id);
  });

  it('when a unit of work appends more entries than a statement holds and rolls back, then none is left', async () => {
    const many = Array.from({ length: 1_500 }, (_, index) => aChange({ recordId: index + 1 }));
    await expect(
      db().unitOfWork.run(async () => {
        await db().changeLog.append(many);
        await db().changeLog.append([aChange()]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db().changeLog.latest()).toBe(0);
    const stored = await append(many.slice(0, 700));
    expect(await db().changeLog.after(0, 1_000)).toEqual(stored);
  });

  it('when the newest entries are pruned, then the next entry still gets an ID never given before', async () => {
    const entries = await append([aChange(), aChange()]);
    expect(await db().changeLog.pruneThrough(entries[1]!.id, 10)).toBe(2);
    const [next] = await append([aChange()]);
    expect(next!.id).toBeGreaterThan(entries[1]!.id);
  });

  it('when the log is pruned, then only the entries older than the retention go, in batches', async () => {
    const at = (days: number) => instantFromMicros(T0 - days * DAY) as Instant;
    const old = Array.from({ length: 1_200 }, (_, index) => aChange({ recordId: index + 2, at: at(400) }));
    await append(old);
    const [kept] = await append([aChange({ at: at(10) })]);
    let pauses = 0;
    const prune = new PruneChangesUseCase(db().changeLog, { now: () => T0 }, { days: 365 }, async () => {
      pauses++;
    });
    expect(await prune.execute()).toBe(1_200);
    expect(pauses).toBe(2);
    expect(await db().changeLog.after(0, 10)).toEqual([kept]);
    expect(await prune.execute()).toBe(0);
  });

  it('when an old entry follows a young one (two instances whose clocks differ), then pruning stops at the young one', async () => {
    const at = (days: number) => instantFromMicros(T0 - days * DAY) as Instant;
    const [, young, late] = await append([
      aChange({ at: at(400) }),
      aChange({ at: at(10) }),
      aChange({ at: at(400) }),
    ]);
    expect(await db().changeLog.prune(at(365), 10)).toBe(1);
    expect(await db().changeLog.prune(at(365), 10)).toBe(0);
    expect(await db().changeLog.after(0, 10)).toEqual([young, late]);
  });

  it('when the log holds more entries than its cap, then the oldest beyond it go, in batches, after those too old', async () => {
    const at = (days: number) => instantFromMicros(T0 - days * DAY) as Instant;
    await append([aChange({ at: at(400) })]);
    const young = await append(Array.from({ length: 1_100 }, (_, index) => aChange({ recordId: index + 2 })));
    const log = db().changeLog;
    expect(await log.newestBeyond(1_100)).toBe(young[0]!.id - 1);
    expect(await log.newestBeyond(1_101)).toBe(0);
    let pauses = 0;
    const prune = new PruneChangesUseCase(log, { now: () => T0 }, { days: 365, maxRows: 50 }, async () => {
      pauses++;
    });
    // One too old, then 1 050 beyond the cap: 500, 500 and 50, a pause before each.
    expect(await prune.execute()).toBe(1_051);
    expect(pauses).toBe(3);
    expect(await log.after(0, 100)).toEqual(young.slice(-50));
    expect(await log.newestBeyond(50)).toBe(0);
    expect(await prune.execute()).toBe(0);
  });

  it('when entries are pruned through an ID, then at most the limit go, oldest first, none above it', async () => {
    const entries = await append(Array.from({ length: 5 }, (_, index) => aChange({ recordId: index + 1 })));
    const log = db().changeLog;
    expect(await log.pruneThrough(entries[3]!.id, 2)).toBe(2);
    expect(await log.pruneThrough(entries[3]!.id, 10)).toBe(2);
    expect(await log.pruneThrough(entries[3]!.id, 10)).toBe(0);
    expect(await log.after(0, 10)).toEqual([entries[4]]);
  });
});

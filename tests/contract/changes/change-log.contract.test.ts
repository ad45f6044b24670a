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

  it('when the log is pruned, then only the entries older than the retention go, in batches', async () => {
    const at = (days: number) => instantFromMicros(T0 - days * DAY) as Instant;
    const old = Array.from({ length: 1_200 }, (_, index) => aChange({ recordId: index + 2, at: at(400) }));
    await append(old);
    const [kept] = await append([aChange({ at: at(10) })]);
    let pauses = 0;
    const prune = new PruneChangesUseCase(db().changeLog, { now: () => T0 }, 365, async () => {
      pauses++;
    });
    expect(await prune.execute()).toBe(1_200);
    expect(pauses).toBe(2);
    expect(await db().changeLog.after(0, 10)).toEqual([kept]);
    expect(await prune.execute()).toBe(0);
  });
});

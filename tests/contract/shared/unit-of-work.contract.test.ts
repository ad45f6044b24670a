import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { aUser, everyRow, usePersistence, withSystemRoles } from '../../support/persistence.js';
import { signal } from '../../support/signal.js';

/** The unit of work every repository joins, seen through the users repository. */
describeEachBackend('unit of work contract', (backend) => {
  const db = usePersistence(backend);
  beforeEach(async () => {
    await withSystemRoles(db());
  });

  it('when work fails half-way, then none of its writes remain', async () => {
    await expect(
      db().unitOfWork.run(async () => {
        await db().users.insert(aUser({ username: 'first' }));
        await db().users.insert(aUser({ username: 'second' }));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await everyRow(db().users, 'username')).toEqual([]);
  });

  it('when work reads its own writes, then it sees them before commit, and outsiders do not', async () => {
    let seenInside: string | undefined;
    let seenOutside: unknown = 'not read';
    const released = signal();
    const written = signal();
    const work = db().unitOfWork.run(async () => {
      await db().users.insert(aUser({ username: 'pending' }));
      seenInside = (await db().users.findByUsername('pending'))?.username;
      written.fire();
      await released.happened;
    });
    // Read from outside once the work has written and read, while it is still open.
    await written.happened;
    seenOutside = await db().users.findByUsername('pending');
    released.fire();
    await work;
    expect(seenInside).toBe('pending');
    expect(seenOutside).toBeUndefined();
    expect((await db().users.findByUsername('pending'))?.username).toBe('pending');
  });

  it('when a nested unit of work runs, then it joins the outer one and rolls back with it', async () => {
    await expect(
      db().unitOfWork.run(async () => {
        await db().unitOfWork.run(() => db().users.insert(aUser({ username: 'inner' })));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await db().users.findByUsername('inner')).toBeUndefined();
  });

  it('when two units of work interleave and the first fails, then only the second one’s write survives', async () => {
    const firstHasWritten = signal();
    const failing = signal();
    const first = db().unitOfWork.run(async () => {
      await db().users.insert(aUser({ username: 'doomed' }));
      firstHasWritten.fire();
      await failing.happened;
      throw new Error('first fails after awaiting');
    });
    await firstHasWritten.happened;
    const second = db().unitOfWork.run(() => db().users.insert(aUser({ username: 'survivor' })));
    const single = db().users.insert(aUser({ username: 'standalone' }));
    // The first fails while the other two are under way or done: on Postgres they have
    // connections of their own and finish first; on memory and SQLite writes take turns, so
    // they queue behind it, which takes a turn of the event loop.
    if (backend === 'postgres') await Promise.all([second, single]);
    else await new Promise((resolve) => setImmediate(resolve));
    failing.fire();
    await expect(first).rejects.toThrow('first fails');
    await second;
    await single;
    expect((await everyRow(db().users, 'username')).map((u) => u.username)).toEqual([
      'standalone',
      'survivor',
    ]);
  });

  it('when many units of work run at once and one fails, then each other one is readable from outside once it is answered, and the failed one left nothing', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `user${index}`);
    const seenWhenAnswered: (string | undefined)[] = [];
    const committed: string[] = [];
    const outcomes = await Promise.allSettled(
      names.map((username) =>
        db()
          .unitOfWork.run(async () => {
            await db().users.insert(aUser({ username }));
            db().unitOfWork.afterCommit(() => committed.push(username));
            if (username === 'user5') throw new Error('user5 fails');
          })
          .then(async () => {
            seenWhenAnswered.push((await db().users.findByUsername(username))?.username);
          }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
    expect(seenWhenAnswered).toHaveLength(11);
    expect(seenWhenAnswered).not.toContain(undefined);
    expect(committed.sort()).toEqual(names.filter((name) => name !== 'user5').sort());
    expect((await everyRow(db().users, 'username')).map((user) => user.username).sort()).toEqual(
      committed.sort(),
    );
  });
});

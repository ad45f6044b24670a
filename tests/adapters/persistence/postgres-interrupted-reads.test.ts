import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import type { User } from '../../../domain/access/user.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { aUser, withSystemRoles } from '../../support/persistence.js';
import { signal } from '../../support/signal.js';

/** An advisory lock the killed read waits for (a lock of this database only). */
const LOCK = 4_010_001;

/**
 * A read that fails after its first rows must not cost the next read on its connection its rows:
 * postgres.js leaves its row count behind (porsager/postgres#1119), and a user read for a bearer
 * token that finds nothing is a 401 where the database failed.
 */
describeEachBackend('a pooled read after one that failed mid-rows', () => {
  let database: TestDatabase;
  let persistence: Persistence;
  let url: string;
  let user: User;
  const gateway = () => persistence.unitOfWork as unknown as DrizzleGateway;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    if (database.config.kind !== 'postgres') throw new Error('a Postgres database expected');
    url = database.config.url;
    persistence = await withSystemRoles(await openPersistence({ ...database.config, poolSize: 2 }));
    user = await persistence.users.insert(aUser());
  });
  afterEach(async () => {
    await persistence.close();
    await database.drop();
  });

  /** Runs `reads` while a unit of work holds the pool's other connection: they all run on one. */
  async function onOneConnection(reads: () => Promise<void>): Promise<void> {
    const begun = signal();
    const released = signal();
    const holder = persistence.unitOfWork.run(async () => {
      begun.fire();
      await released.happened;
    });
    await begun.happened;
    try {
      await reads();
    } finally {
      released.fire();
      await holder;
    }
  }

  it('when a read fails on a later row, then the next read finds the user', async () => {
    await onOneConnection(async () => {
      // Four rows, then division by zero.
      const failing = gateway().reader().execute(sql`select 10 / (5 - g) as v from generate_series(1, 10) g`);
      await expect(failing).rejects.toThrow();

      expect(await persistence.users.findById(user.id)).toEqual(user);
    });
  });

  it('when the connection is killed while a read sends rows, then the next reads fail as unavailable or find the user', async () => {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const waitingForLock = `from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    try {
      await admin`select pg_advisory_lock(${LOCK})`;
      await onOneConnection(async () => {
        // Its second row, larger than the server's send buffer, pushes out the first; the third waits for the lock.
        const killed = gateway()
          .reader()
          .execute(sql`
            select repeat('x', case when g = 2 then 20000 else 1 end) as filler,
                   case when g = 3 then pg_advisory_lock(${LOCK})::text end as locked
            from generate_series(1, 3) g`);
        killed.catch(() => {});
        while ((await admin.unsafe(`select 1 ${waitingForLock}`)).length === 0);
        await admin.unsafe(`select pg_terminate_backend(pid) ${waitingForLock}`);
        await expect(killed).rejects.toSatisfy(gateway().isUnavailable);

        // The reconnected connection may first fail with the killed statement's error.
        const read = () => persistence.users.findById(user.id).catch((error: unknown) => error);
        let found = await read();
        for (let attempt = 1; attempt < 3 && gateway().isUnavailable(found); attempt += 1)
          found = await read();
        expect(found).toEqual(user);
      });
    } finally {
      await admin.end({ timeout: 1 });
    }
  });
}, ['postgres']);

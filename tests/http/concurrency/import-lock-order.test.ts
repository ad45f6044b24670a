import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { signal } from '../../support/signal.js';
import { useTestApp } from '../../support/use-test-app.js';
import { expectConflict, reply } from './replies.js';

const BASE = '/api/v1/domaintemplate';
const CODES = Array.from({ length: 40 }, (_, i) => `L${String(i).padStart(2, '0')}`);
const MIDDLE = CODES[20]!;
const WAIT_LIMIT_MS = 5000;

class RolledBack extends Error {}

/**
 * Two imports of the same new codes, one file in ascending and one in descending order,
 * meet in the middle: an uncommitted row of the middle code holds both until both are
 * waiting, so their inserts overlap every time instead of by luck. Writing in request
 * order, each then waits for a code the other holds: a deadlock, answered 500. SQLite and
 * memory run units of work one at a time, so only Postgres can interleave them.
 */
describeEachBackend(
  'imports of one set of codes in opposite orders',
  (backend) => {
    const t = useTestApp(backend, { signIn: false });
    let persistence: Persistence;
    beforeEach(async () => {
      persistence = t.service.container.get<Persistence>(TOKENS.persistence);
    });

    /** Inserts the middle code in a transaction that stays open until `release` resolves, then rolls back. */
    function holdMiddleCode(release: Promise<void>): { inserted: Promise<void>; done: Promise<void> } {
      const inserted = signal();
      const at = instantFromMicros(1_795_000_000_000_000);
      const done = persistence.unitOfWork
        .run(async () => {
          await persistence.templateObjects.insertMany([
            { code: MIDDLE, label: 'blocker', description: null, ...audit(at) },
          ]);
          inserted.fire();
          await release;
          throw new RolledBack();
        })
        .catch((error) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      return { inserted: inserted.happened, done };
    }

    async function waitForLockWaiters(count: number): Promise<void> {
      const db = (persistence.unitOfWork as unknown as DrizzleGateway).reader();
      const deadline = Date.now() + WAIT_LIMIT_MS;
      for (;;) {
        const [row] = (await db.execute(sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { n: number }[];
        if (row!.n >= count) return;
        if (Date.now() > deadline) throw new Error(`only ${row!.n} of ${count} imports waited for a lock`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    it('when they overlap, then one 201 and one 409 problem, never a deadlock', async () => {
      const token = await t.adminToken();
      const released = signal();
      const blocker = holdMiddleCode(released.happened);
      await blocker.inserted;

      const imports = [CODES, [...CODES].reverse()].map((codes, writer) =>
        t
          .request('POST', `${BASE}/import.json`, {
            token,
            json: codes.map((code) => ({ code, label: `${code} by ${writer}` })),
          })
          .then(reply),
      );
      await waitForLockWaiters(2);
      released.fire();
      await blocker.done;
      const replies = await Promise.all(imports);

      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      expectConflict(replies.find((r) => r.status === 409)!, ['TEMPLATE_OBJECT.DUPLICATE_CODE']);
    });
  },
  ['postgres'],
);

function audit(at: ReturnType<typeof instantFromMicros>) {
  return { createdAt: at, createdBy: 'blocker', updatedAt: at, updatedBy: 'blocker' };
}

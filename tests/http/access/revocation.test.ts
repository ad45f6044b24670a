import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { hammer, type Shot } from '../../support/hammer.js';
import type { TestUser } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

/** Concurrent clients reusing the token: enough that one is always between two requests. */
const CLIENTS = 8;
/** Each round changes the user once; the stale window is short, so try it a few times. */
const ROUNDS = 5;
/** Requests answered after the change before the round ends; well within the cache's two seconds. */
const SHOTS_AFTER = 100;

/**
 * docs/security.md: a user disabled or demoted through an instance loses access on that
 * instance at once. The actor cache must be emptied after the change commits: emptied before,
 * a request in between remembers the old row for two seconds.
 */
describeEachBackend(
  'revocation of a token in use, on the instance that made the change',
  (backend) => {
    const t = useTestApp(backend);

    const putUser = async (user: TestUser, enabled: boolean, roles: string[]) => {
      const response = await t.request('PUT', `/api/v1/auth/users/${user.id}`, {
        token: t.admin,
        json: { username: user.username, enabled, roles },
      });
      expect(response.status).toBe(200);
    };

    /** Hammers `path` with the token, changes the user, and returns the requests started after the answer. */
    async function requestsAfterChange(path: string, token: string, change: () => Promise<void>) {
      const load = hammer(CLIENTS, () => t.request('GET', path, { token }));
      await load.answered(2 * CLIENTS);
      await change();
      const answeredAt = performance.now();
      const after = () => load.shots.filter((shot) => shot.startedAt > answeredAt);
      while (after().length < SHOTS_AFTER) await new Promise((resolve) => setImmediate(resolve));
      const shots = await load.stop();
      // The token worked until the change: the hammer did use the cached actor.
      expect(shots.filter((shot) => shot.startedAt < answeredAt).map((shot) => shot.status)).toContain(200);
      return after();
    }

    const statuses = (shots: readonly Shot[]) => [...new Set(shots.map((shot) => shot.status))];

    it(`when an admin disables a user while their token is in use, then every request started after the answer gets 401 (${ROUNDS} rounds)`, async () => {
      const bob = await t.createUser({ username: 'bob', roles: ['USER'] });
      for (let round = 0; round < ROUNDS; round++) {
        await putUser(bob, true, ['USER']);
        // Disabling ended the last round's session: a new login each round.
        const token = await bob.token();
        const after = await requestsAfterChange('/api/v1/auth/me', token, () =>
          putUser(bob, false, ['USER']),
        );
        expect(statuses(after)).toEqual([401]);
      }
    });

    it(`when an admin removes a user's ADMIN role while their token is in use, then every request started after the answer gets 401: the change ended their sessions (${ROUNDS} rounds)`, async () => {
      const alice = await t.createUser({ username: 'alice', roles: ['ADMIN', 'USER'] });
      for (let round = 0; round < ROUNDS; round++) {
        await putUser(alice, true, ['ADMIN', 'USER']);
        const token = await alice.token();
        const after = await requestsAfterChange('/api/v1/auth/users', token, () =>
          putUser(alice, true, ['USER']),
        );
        expect(statuses(after)).toEqual([401]);
      }
    });
  },
  undefined,
  // Five rounds of a hundred requests each, on a loaded machine: more than the default 30 s.
  { timeout: 120_000 },
);

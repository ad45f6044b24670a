import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useRaceApp } from '../../support/use-race-app.js';

const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

/**
 * docs/api/records.md#patch: a PATCH without If-Match whose write finds the row changed since it
 * applied the patch applies it again to the new state, so the other write is never lost.
 */
describeEachBackend('a PATCH racing a PUT of the same tag', (backend) => {
  const race = useRaceApp(backend);

  it('when a PUT lands between a PATCH’s read and its write, then the PATCH is re-applied over it: both changes stay', async () => {
    const created = await race.app.request('POST', '/api/v1/tag', {
      token: race.admin,
      json: { code: 'raced', label: 'start', description: 'start' },
    });
    const path = `/api/v1/tag/${(await json(created)).id}`;

    const run = await race.interleaver.run(
      () =>
        race.app.request('PATCH', path, {
          token: race.admin,
          body: JSON.stringify({ description: 'from the patch' }),
          headers: MERGE_PATCH,
        }),
      { repository: 'tags', method: 'update', moment: 'before' },
      () =>
        race.app.request('PUT', path, {
          token: race.admin,
          json: { code: 'raced', label: 'from the put', description: 'start' },
        }),
    );

    expect([run.first.status, run.second.status]).toEqual([200, 200]);
    // Postgres does not make the PUT wait for the held PATCH, which then loses its guarded write.
    if (backend === 'postgres') expect(run.secondFinishedFirst).toBe(true);
    const stored = await json(await race.app.request('GET', path, { token: race.admin }));
    if (run.secondFinishedFirst) {
      // Postgres: the PUT committed while the PATCH was held; the PATCH saw it and was applied again.
      expect(stored).toMatchObject({ label: 'from the put', description: 'from the patch' });
    } else {
      // Memory and SQLite: units of work take turns, so the PUT ran after the PATCH and replaced it.
      expect(stored).toMatchObject({ label: 'from the put', description: 'start' });
    }
    expect(stored).toEqual(await json(run.secondFinishedFirst ? run.first : run.second));
  });
});

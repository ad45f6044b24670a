import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import type { RepositoryName } from '../../support/race-barrier.js';
import { useRaceApp } from '../../support/use-race-app.js';
import { reply } from './replies.js';

/** A resource deleted physically, and a PUT of one of its rows. */
interface Deletable {
  readonly name: string;
  readonly base: string;
  readonly repository: RepositoryName;
  readonly notFound: string;
  create(unique: string): Record<string, unknown>;
  readonly change: Record<string, unknown>;
}

const DELETABLES: readonly Deletable[] = [
  {
    name: 'role',
    base: '/api/v1/auth/roles',
    repository: 'roles',
    notFound: 'ROLE.NOT_FOUND',
    create: (unique) => ({ code: `R_${unique.toUpperCase()}`, label: 'role' }),
    change: { label: 'changed' },
  },
  {
    name: 'tag',
    base: '/api/v1/tag',
    repository: 'tags',
    notFound: 'TAG.NOT_FOUND',
    create: (unique) => ({ code: `tag-${unique}`, label: 'tag' }),
    change: { label: 'changed' },
  },
  {
    name: 'nomenclature',
    base: '/api/v1/nomenclature',
    repository: 'nomenclatures',
    notFound: 'NOMENCLATURE.NOT_FOUND',
    create: (unique) => ({ code: `n-${unique}`, label: 'nomenclature' }),
    change: { label: 'changed' },
  },
  {
    name: 'badge',
    base: '/api/v1/badge',
    repository: 'badges',
    notFound: 'BADGE.NOT_FOUND',
    create: (unique) => ({ code: `badge-${unique}`, label: 'badge' }),
    change: { label: 'changed' },
  },
  {
    name: 'company',
    base: '/api/v1/company',
    repository: 'companies',
    notFound: 'COMPANY.NOT_FOUND',
    create: (unique) => ({ code: `company-${unique}`, label: 'company' }),
    change: { label: 'changed' },
  },
  {
    name: 'contact',
    base: '/api/v1/contact',
    repository: 'contacts',
    notFound: 'CONTACT.NOT_FOUND',
    create: (unique) => ({ firstName: 'Ada', lastName: `Lovelace ${unique}` }),
    change: { firstName: 'Augusta', lastName: 'King' },
  },
];

/**
 * A PUT that has read its row, then the row's delete, then the PUT's write: the PUT must not
 * answer 200 for a row that is gone (users: see access-delete-races.ts).
 */
describeEachBackend('an update racing the delete of its row', (backend) => {
  const race = useRaceApp(backend);

  DELETABLES.forEach((resource, r) => {
    it(`when a ${resource.name} is deleted between a PUT's read and its write, then the PUT is a 404 problem, or a 200 only if it was written before the delete`, async () => {
      const created = await race.app.request('POST', resource.base, {
        token: race.admin,
        json: resource.create(`u${r}`),
      });
      expect(created.status).toBe(201);
      const path = `${resource.base}/${((await created.json()) as { id: number }).id}`;

      const run = await race.interleaver.run(
        () => race.app.request('PUT', path, { token: race.admin, json: resource.change }),
        { repository: resource.repository, method: 'update', moment: 'before' },
        () => race.app.request('DELETE', path, { token: race.admin }),
      );
      const [update, remove] = [await reply(run.first), await reply(run.second)];

      expect(remove.status).toBe(204);
      if (run.secondFinishedFirst || update.status !== 200) {
        expect(update).toMatchObject({
          status: 404,
          contentType: 'application/problem+json',
          body: { code: resource.notFound },
        });
      }
      expect((await race.app.request('GET', path, { token: race.admin })).status).toBe(404);
    });
  });
});

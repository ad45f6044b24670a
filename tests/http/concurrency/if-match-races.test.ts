import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import type { RepositoryName } from '../../support/race-barrier.js';
import { useRaceApp } from '../../support/use-race-app.js';

interface GuardedResource {
  readonly name: string;
  readonly base: string;
  readonly repository: RepositoryName;
  readonly notFound: string;
  create(n: string): object;
  change(n: string): object;
}

/** The resources whose If-Match write is guarded on the row's stored state (docs/api/records.md#conditional-requests). */
const RESOURCES: readonly GuardedResource[] = [
  {
    name: 'tag',
    base: '/api/v1/tag',
    repository: 'tags',
    notFound: 'TAG.NOT_FOUND',
    create: (n) => ({ code: `tag-${n}`, label: 'start' }),
    change: (n) => ({ code: `tag-${n}`, label: `changed ${Math.random()}` }),
  },
  {
    name: 'nomenclature',
    base: '/api/v1/nomenclature',
    repository: 'nomenclatures',
    notFound: 'NOMENCLATURE.NOT_FOUND',
    create: (n) => ({ code: `nom-${n}`, label: 'start' }),
    change: (n) => ({ code: `nom-${n}`, label: `changed ${Math.random()}` }),
  },
  {
    name: 'badge',
    base: '/api/v1/badge',
    repository: 'badges',
    notFound: 'BADGE.NOT_FOUND',
    create: (n) => ({ code: `badge-${n}`, label: 'start' }),
    change: (n) => ({ code: `badge-${n}`, label: `changed ${Math.random()}` }),
  },
  {
    name: 'company',
    base: '/api/v1/company',
    repository: 'companies',
    notFound: 'COMPANY.NOT_FOUND',
    create: (n) => ({ code: `company-${n}`, label: 'start' }),
    change: (n) => ({ code: `company-${n}`, label: `changed ${Math.random()}` }),
  },
  {
    name: 'contact',
    base: '/api/v1/contact',
    repository: 'contacts',
    notFound: 'CONTACT.NOT_FOUND',
    create: (n) => ({ firstName: 'Ada', lastName: `contact-${n}` }),
    change: (n) => ({ firstName: `changed ${Math.random()}`, lastName: `contact-${n}` }),
  },
  {
    name: 'user',
    base: '/api/v1/auth/users',
    repository: 'users',
    notFound: 'USER.NOT_FOUND',
    create: (n) => ({ username: `user-${n}`, password: 'a-password-1', roles: ['USER'] }),
    change: (n) => ({ username: `user-${n}`, enabled: Math.random() < 0.5, roles: ['USER'] }),
  },
  {
    name: 'role',
    base: '/api/v1/auth/roles',
    repository: 'roles',
    notFound: 'ROLE.NOT_FOUND',
    create: (n) => ({ code: `ROLE_${n.replaceAll('-', '_')}`, label: 'start' }),
    change: (n) => ({ code: `ROLE_${n.replaceAll('-', '_')}`, label: `changed ${Math.random()}` }),
  },
];

/**
 * Two writers send If-Match with the ETag they both read; the first is held after its check and
 * before its write while the second runs. Exactly one is written, the other gets 412: on
 * Postgres by the guarded UPDATE, on memory and SQLite because units of work take turns.
 */
describeEachBackend('two If-Match writers with the same ETag', (backend) => {
  const race = useRaceApp(backend);

  RESOURCES.forEach((resource, r) => {
    for (const [method, other] of [
      ['PUT', 'PUT'],
      ['DELETE', 'PUT'],
      ['PUT', 'DELETE'],
    ] as const) {
      it(`when a ${resource.name} ${method} and a ${other} both send the same If-Match, then one succeeds and the other gets 412`, async () => {
        const n = `${r}-${method}-${other}`;
        const created = await race.app.request('POST', resource.base, {
          token: race.admin,
          json: resource.create(n),
        });
        expect(created.status).toBe(201);
        const path = `${resource.base}/${(await json(created)).id}`;
        const headers = { 'if-match': created.headers.get('etag')! };
        const send = (verb: string) => () =>
          verb === 'PUT'
            ? race.app.request('PUT', path, { token: race.admin, json: resource.change(n), headers })
            : race.app.request('DELETE', path, { token: race.admin, headers });

        const run = await race.interleaver.run(
          send(method),
          {
            repository: resource.repository,
            method: method === 'PUT' ? 'update' : 'delete',
            moment: 'before',
          },
          send(other),
        );

        const [first, second] = [run.first, run.second];
        const won = (response: Response) => response.status === 200 || response.status === 204;
        expect([first, second].filter(won)).toHaveLength(1);
        const [winner, loser] = won(first) ? [first, second] : [second, first];
        // A loser that reads only after a DELETE committed finds nothing: 404, whatever If-Match said.
        const gone = winner.status === 204 && loser.status === 404;
        expect((await json(loser)).code).toBe(gone ? resource.notFound : 'RECORD.PRECONDITION_FAILED');
      });
    }
  });
});

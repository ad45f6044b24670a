import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { ReadBarrier } from '../../support/read-barrier.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** Two service instances on one database, as behind a load balancer (docs/api/records.md#optimistic-concurrency). */
describeEachBackend(
  'two instances on one database',
  (backend) => {
    let database: TestDatabase;
    let barrier: ReadBarrier;
    let one: TestApp;
    let two: TestApp;
    beforeEach(async () => {
      database = await createTestDatabase(backend);
      barrier = new ReadBarrier();
      one = await createTestApp(backend, { database, persistence: barrier.wrap });
      two = await createTestApp(backend, { database, persistence: barrier.wrap });
    });
    afterEach(async () => {
      await one.close();
      await two.close();
      await database.drop();
    });

    for (const base of ['/api/v1/task', '/api/v1/domaintemplate']) {
      it(`when both update one ${base} record, then exactly one wins and the other gets 409`, async () => {
        const token = await one.adminToken();
        const created = await one.request('POST', base, { token, json: { code: 'SHARED', label: 'start' } });
        const { id } = await json(created);
        barrier.arm(2);
        const [a, b] = await Promise.all([
          one.request('PUT', `${base}/${id}`, { token, json: { label: 'from one' } }),
          two.request('PUT', `${base}/${id}`, { token, json: { label: 'from two' } }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const winner = a.status === 200 ? 'from one' : 'from two';
        for (const app of [one, two]) {
          expect((await json(await app.request('GET', `${base}/${id}`, { token }))).label).toBe(winner);
        }
      });

      it(`when both create one ${base} code at once, then one 201 and one 409`, async () => {
        const token = await one.adminToken();
        const responses = await Promise.all(
          [one, two].map((app) => app.request('POST', base, { token, json: { code: 'SAME', label: 'x' } })),
        );
        expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
        expect(await json(await two.request('GET', base, { token }))).toHaveLength(1);
      });
    }
  },
  // SQLite's cross-process case runs as two real processes: tests/process/sqlite-two-processes.test.ts.
  ['postgres'],
);

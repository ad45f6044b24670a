import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/**
 * A role repository that neither counts holders nor maps the foreign key: what a repository
 * written without care for races looks like to the unit of work.
 */
function careless(opened: Persistence): Persistence {
  const gateway = opened.unitOfWork as unknown as DrizzleGateway;
  const { roles } = gateway.tables;
  return {
    ...opened,
    users: new Proxy(opened.users, {
      get: (target, key, receiver) =>
        key === 'countWithRole' ? async () => 0 : Reflect.get(target, key, receiver),
    }),
    roles: new Proxy(opened.roles, {
      get: (target, key, receiver) =>
        key === 'delete'
          ? (id: number) =>
              gateway.write(async (db) => {
                await db.delete(roles).where(eq(roles.id, id));
                return true;
              })
          : Reflect.get(target, key, receiver),
    }),
  };
}

/** The safety net under the repositories: a foreign-key violation is a conflict to retry, never a 500. */
describeEachBackend(
  'a foreign-key violation that no repository mapped',
  (backend) => {
    const t = useTestApp(backend, { app: { persistence: careless }, signIn: false });

    it('when the database refuses a delete because a row still refers to it, then 409 RECORD.CONCURRENT_WRITE and the row stays', async () => {
      const admin = await t.adminToken();
      const created = await t.request('POST', '/api/v1/auth/roles', {
        token: admin,
        json: { code: 'AUDITOR', label: 'Auditor' },
      });
      const { id } = (await created.json()) as { id: number };
      await t.createUser({ username: 'dora', roles: ['AUDITOR'] });

      const problem = await expectProblem(
        await t.request('DELETE', `/api/v1/auth/roles/${id}`, { token: admin }),
        409,
        'RECORD.CONCURRENT_WRITE',
      );
      expect(problem.detail).not.toMatch(/sql|constraint|foreign/i);
      expect((await t.request('GET', `/api/v1/auth/roles/${id}`, { token: admin })).status).toBe(200);
    });
  },
  ['sqlite', 'postgres'],
);

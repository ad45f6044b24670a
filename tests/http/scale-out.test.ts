import postgres from 'postgres';
import { expect, it } from 'vitest';
import { createTestDatabase, describeEachBackend } from '../support/backends.js';
import { json } from '../support/http.js';
import { ADMIN, createTestApp } from '../support/test-app.js';

/** docs/deployment.md#n-stateless-instances-on-postgres: N stateless instances on one Postgres database. */
describeEachBackend(
  'instances starting together',
  (backend) => {
    it('when two instances start at once on a new database, then migrations, roles and the admin are made once and tokens work on both', async () => {
      const database = await createTestDatabase(backend, { fresh: true });
      const [one, two] = await Promise.all([
        createTestApp(backend, { database }),
        createTestApp(backend, { database }),
      ]);
      try {
        const token = await one.login(ADMIN.username, ADMIN.password);
        const me = await two.request('GET', '/api/v1/auth/me', { token });
        expect(me.status).toBe(200);
        const roles = await json(await two.request('GET', '/api/v1/auth/roles', { token }));
        expect(roles.map((r: { code: string }) => r.code)).toEqual(['ADMIN', 'ANONYMOUS', 'USER']);
        const users = await json(await one.request('GET', '/api/v1/auth/users', { token }));
        expect(users.map((u: { username: string }) => u.username)).toEqual([ADMIN.username]);
        if (database.config.kind !== 'postgres') throw new Error('a Postgres database was expected');
        const sql = postgres(database.config.url, { max: 1, onnotice: () => {} });
        try {
          const [applied] = await sql<
            { n: string }[]
          >`select count(*) as n from drizzle.__drizzle_migrations`;
          const [secrets] = await sql<{ n: string }[]>`select count(*) as n from app_secrets`;
          expect(Number(applied!.n)).toBeGreaterThan(0);
          expect(Number(secrets!.n)).toBe(1);
          const [again] = await sql<{ n: string }[]>`
            select count(*) - count(distinct hash) as n from drizzle.__drizzle_migrations`;
          expect(Number(again!.n)).toBe(0);
        } finally {
          await sql.end({ timeout: 1 });
        }
      } finally {
        await one.close();
        await two.close();
        await database.drop();
      }
    });
  },
  ['postgres'],
);

import { expect, it } from 'vitest';
import type { RoleRepository } from '../../../application/access/ports/role.repository.js';
import type { UserRepository } from '../../../application/access/ports/user.repository.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { createTestDatabase, describeEachBackend } from '../../support/backends.js';
import { everyRow } from '../../support/persistence.js';
import { createTestApp } from '../../support/test-app.js';

describeEachBackend(
  'forced administrator',
  (backend) => {
    it('when APP_ADMIN_PASSWORD is unset on first start, then a generated password is returned once and works', async () => {
      const database = await createTestDatabase(backend);
      const first = await createTestApp(backend, { database, env: { APP_ADMIN_PASSWORD: '' } });
      const generated = first.service.generatedAdminPassword!;
      expect(generated.length).toBeGreaterThanOrEqual(20);
      expect(await first.login('admin', generated)).toBeTruthy();
      await first.service.close();

      const second = await createTestApp(backend, { database, env: { APP_ADMIN_PASSWORD: '' } });
      expect(second.service.generatedAdminPassword).toBeUndefined();
      expect(await second.login('admin', generated)).toBeTruthy();
      await second.service.close();
      await database.drop();
    });

    it('when the admin was disabled and stripped, then a restart with APP_ADMIN_PASSWORD restores password, flag and role', async () => {
      const database = await createTestDatabase(backend);
      const first = await createTestApp(backend, { database, env: { APP_ADMIN_PASSWORD: 'first-password' } });
      const users = first.service.container.get<UserRepository>(TOKENS.userRepository);
      const admin = (await users.findByUsername('admin'))!;
      await users.update({ ...admin, enabled: false, roles: ['USER'] });
      await first.service.close();

      const second = await createTestApp(backend, {
        database,
        env: { APP_ADMIN_PASSWORD: 'second-password' },
      });
      const token = await second.login('admin', 'second-password');
      const me = await (await second.request('GET', '/api/v1/auth/me', { token })).json();
      expect(me).toMatchObject({ enabled: true, roles: ['ADMIN', 'USER'] });
      await expect(second.login('admin', 'first-password')).rejects.toThrow('401');
      await second.service.close();
      await database.drop();
    });
  },
  ['sqlite', 'postgres'],
);

/* A SQLite file serves one instance (docs/deployment.md); scale-out is a Postgres feature. */
describeEachBackend(
  'instances starting together',
  (backend) => {
    it('when two instances start together on one database, then one admin and three system roles exist', async () => {
      const database = await createTestDatabase(backend);
      const [a, b] = await Promise.all([
        createTestApp(backend, { database }),
        createTestApp(backend, { database }),
      ]);
      const token = await a.adminToken();
      const users = a.service.container.get<UserRepository>(TOKENS.userRepository);
      const roles = a.service.container.get<RoleRepository>(TOKENS.roleRepository);
      expect((await everyRow(users, 'username')).map((u) => u.username)).toEqual(['admin']);
      expect((await everyRow(roles, 'code')).map((r) => r.code)).toEqual(['ADMIN', 'ANONYMOUS', 'USER']);
      expect((await b.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
      await a.service.close();
      await b.service.close();
      await database.drop();
    });
  },
  ['postgres'],
);

import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { UNKNOWN_ID, USERS, type UserBody, useUserAdministration } from './user-administration.js';

/** docs/api/access.md#users: updating users. */
describeEachBackend('user administration', (backend) => {
  const { t, clock, admin } = useUserAdministration(backend);

  describe('update', () => {
    it('when a user is updated without a password, then the fields change, the password is kept and only lastModifiedDate moves', async () => {
      const ivan = await t.createUser({ username: 'ivan' });
      const created = (await (await admin('GET', `${USERS}/${ivan.id}`)).json()) as UserBody;
      clock().advanceSeconds(5);
      const response = await admin('PUT', `${USERS}/${ivan.id}`, {
        username: 'Ivan.B',
        enabled: true,
        roles: ['USER', 'ADMIN', 'USER'],
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as UserBody;
      expect(body).toEqual({
        ...created,
        username: 'Ivan.B',
        roles: ['ADMIN', 'USER'],
        lastModifiedDate: formatInstant(clock().now()),
      });
      expect(body.createdDate).not.toBe(body.lastModifiedDate);
      await expect(t.login('ivan.b', ivan.password)).resolves.toEqual(expect.any(String));
    });

    it('when a user is updated with a password, then only the new password logs in', async () => {
      const judy = await t.createUser({ username: 'judy' });
      const response = await admin('PUT', `${USERS}/${judy.id}`, {
        username: 'judy',
        enabled: true,
        roles: ['USER'],
        password: 'brand-new-password',
      });
      expect(response.status).toBe(200);
      expect(JSON.stringify(await response.json())).not.toMatch(/password|hash/i);
      await expect(t.login('judy', 'brand-new-password')).resolves.toEqual(expect.any(String));
      await expect(t.login('judy', judy.password)).rejects.toThrow(/401/);
    });

    it('when a user read from the API is sent back with changes, then its server-owned fields are ignored', async () => {
      const kim = await t.createUser({ username: 'kim' });
      const read = (await (await admin('GET', `${USERS}/${kim.id}`)).json()) as UserBody;
      const response = await admin('PUT', `${USERS}/${kim.id}`, {
        ...read,
        id: 1,
        createdDate: '2001-01-01T00:00:00.000000Z',
        enabled: false,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: kim.id,
        createdDate: read.createdDate,
        enabled: false,
      });
    });

    it('when an admin disables another user, then that user is disabled and their token stops working', async () => {
      const lee = await t.createUser({ username: 'lee' });
      const token = await lee.token();
      const response = await admin('PUT', `${USERS}/${lee.id}`, {
        username: 'lee',
        enabled: false,
        roles: ['USER'],
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as UserBody).enabled).toBe(false);
      expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
    });

    it('when an admin removes ADMIN from another admin, then 200 and that user’s sessions end at once', async () => {
      const mia = await t.createUser({ username: 'mia', roles: ['ADMIN'] });
      const token = await mia.token();
      expect((await t.request('GET', USERS, { token })).status).toBe(200);
      const response = await admin('PUT', `${USERS}/${mia.id}`, {
        username: 'mia',
        enabled: true,
        roles: ['USER'],
      });
      expect(response.status).toBe(200);
      expect((await t.request('GET', USERS, { token })).status).toBe(401);
      expect((await t.request('GET', USERS, { token: await mia.token() })).status).toBe(403);
    });

    it.each([
      ['no enabled flag', { username: 'nina', roles: ['USER'] }, 'enabled'],
      ['no roles', { username: 'nina', enabled: true }, 'roles'],
      ['an invalid username', { username: 'ni na', enabled: true, roles: ['USER'] }, 'username'],
      [
        'a password of 7 bytes',
        { username: 'nina', enabled: true, roles: ['USER'], password: 'short12' },
        'password',
      ],
      [
        'a password of 73 bytes',
        { username: 'nina', enabled: true, roles: ['USER'], password: 'y'.repeat(73) },
        'password',
      ],
      ['an unknown role', { username: 'nina', enabled: true, roles: ['WIZARD'] }, 'roles'],
      ['an unknown property', { username: 'nina', enabled: true, roles: ['USER'], email: 'n@x' }, 'email'],
    ])(
      'when the update body has %s, then 400 naming the field and the user is unchanged',
      async (_, body, path) => {
        const nina = await t.createUser({ username: 'nina' });
        const before = await (await admin('GET', `${USERS}/${nina.id}`)).json();
        const problem = await expectProblem(await admin('PUT', `${USERS}/${nina.id}`, body), 400);
        expect(problem.errors?.map((error) => error.path)).toContain(path);
        expect(await (await admin('GET', `${USERS}/${nina.id}`)).json()).toEqual(before);
      },
    );

    it('when an unknown id is updated, then 404', async () => {
      const response = await admin('PUT', `${USERS}/${UNKNOWN_ID}`, {
        username: 'olga',
        enabled: true,
        roles: [],
      });
      await expectProblem(response, 404, 'USER.NOT_FOUND');
    });

    it('when a user is renamed onto another username in another case, then 409', async () => {
      await t.createUser({ username: 'paul' });
      const quinn = await t.createUser({ username: 'quinn' });
      const response = await admin('PUT', `${USERS}/${quinn.id}`, {
        username: 'PAUL',
        enabled: true,
        roles: ['USER'],
      });
      await expectProblem(response, 409, 'USER.USERNAME_TAKEN');
    });
  });
});

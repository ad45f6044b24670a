import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { USER_KEYS, USERS, type UserBody, useUserAdministration } from './user-administration.js';

/** docs/api/access.md#users: creating users. */
describeEachBackend('user administration', (backend) => {
  const { t, clock, admin } = useUserAdministration(backend);

  describe('create', () => {
    it('when an admin creates a user, then 201 with the user, its Location, and no password anywhere', async () => {
      const response = await admin('POST', USERS, {
        username: 'alice',
        password: 'alice-password',
        enabled: true,
        roles: ['USER', 'ADMIN'],
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as UserBody;
      expect(Object.keys(body).sort()).toEqual(USER_KEYS);
      expect(body).toMatchObject({ username: 'alice', enabled: true, roles: ['ADMIN', 'USER'] });
      expect(body.createdDate).toBe(formatInstant(clock().now()));
      expect(body.lastModifiedDate).toBe(body.createdDate);
      expect(JSON.stringify(body)).not.toMatch(/password|hash|\$2[aby]\$/i);
      expect(response.headers.get('location')).toBe(`${USERS}/${body.id}`);

      const read = await admin('GET', response.headers.get('location')!);
      expect(await read.json()).toEqual(body);
      await expect(t.login('alice', 'alice-password')).resolves.toEqual(expect.any(String));
    });

    it('when enabled and roles are omitted, then the user is enabled with the USER role', async () => {
      const response = await admin('POST', USERS, { username: 'bob', password: 'bob-password' });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ username: 'bob', enabled: true, roles: ['USER'] });
    });

    it('when the user is created disabled, then it cannot log in', async () => {
      const response = await admin('POST', USERS, {
        username: 'carol',
        password: 'carol-password',
        enabled: false,
      });
      expect(response.status).toBe(201);
      expect(((await response.json()) as UserBody).enabled).toBe(false);
      await expect(t.login('carol', 'carol-password')).rejects.toThrow(/401/);
    });

    it('when the password is exactly 8 bytes or exactly 72 bytes, then the user is created and can log in', async () => {
      const passwords = { short: '12345678', long: 'é'.repeat(36) };
      for (const [username, password] of Object.entries(passwords)) {
        const response = await admin('POST', USERS, { username, password });
        expect(response.status).toBe(201);
        await expect(t.login(username, password)).resolves.toEqual(expect.any(String));
      }
    });

    it('when the body carries id, createdDate and lastModifiedDate, then they are ignored', async () => {
      const response = await admin('POST', USERS, {
        id: 4242,
        username: 'dave',
        password: 'dave-password',
        createdDate: '2001-01-01T00:00:00.000000Z',
        lastModifiedDate: '2001-01-01T00:00:00.000000Z',
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as UserBody;
      expect(body.id).not.toBe(4242);
      expect(body.createdDate).toBe(formatInstant(clock().now()));
      expect(body.lastModifiedDate).toBe(formatInstant(clock().now()));
    });

    it.each([
      ['a blank username', { username: '', password: 'long-enough' }, 'username'],
      ['a username with a space', { username: 'with space', password: 'long-enough' }, 'username'],
      ['a username of 2 characters', { username: 'ab', password: 'long-enough' }, 'username'],
      ['no username', { password: 'long-enough' }, 'username'],
      ['no password', { username: 'erin' }, 'password'],
      ['a password of 7 bytes', { username: 'erin', password: '1234567' }, 'password'],
      ['a password of 73 bytes', { username: 'erin', password: 'x'.repeat(73) }, 'password'],
      [
        'a password of 37 characters but 74 bytes',
        { username: 'erin', password: 'é'.repeat(37) },
        'password',
      ],
      ['a non-boolean enabled', { username: 'erin', password: 'long-enough', enabled: 'yes' }, 'enabled'],
      ['roles that are not an array', { username: 'erin', password: 'long-enough', roles: 'USER' }, 'roles'],
      ['an unknown role', { username: 'erin', password: 'long-enough', roles: ['USER', 'WIZARD'] }, 'roles'],
      ['an unknown property', { username: 'erin', password: 'long-enough', nickname: 'E' }, 'nickname'],
    ])(
      'when the create body has %s, then 400 naming the field and nothing is stored',
      async (_, body, path) => {
        const problem = await expectProblem(await admin('POST', USERS, body), 400);
        expect(problem.errors?.map((error) => error.path)).toContain(path);
        const list = (await (await admin('GET', USERS)).json()) as UserBody[];
        expect(list.map((user) => user.username)).toEqual(['admin']);
      },
    );

    it('when the create body is not JSON, then 400', async () => {
      const response = await t.request('POST', USERS, {
        token: await t.adminToken(),
        body: '{"username":',
        headers: { 'Content-Type': 'application/json' },
      });
      await expectProblem(response, 400);
    });

    it('when the username exists in another case, then 409 and the first user is unchanged', async () => {
      const first = await t.createUser({ username: 'frank' });
      const problem = await expectProblem(
        await admin('POST', USERS, { username: 'FRANK', password: 'other-password' }),
        409,
        'USER.USERNAME_TAKEN',
      );
      expect(problem.detail).toContain('FRANK');
      await expect(t.login('frank', first.password)).resolves.toEqual(expect.any(String));
    });
  });
});

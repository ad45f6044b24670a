import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SettingsRepository } from '../../../application/settings/ports/settings.repository.js';
import type { Clock } from '../../../application/shared/ports/clock.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { formatInstant, type Instant, instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { ADMIN, createTestApp, type TestApp } from '../../support/test-app.js';

const USERS = '/api/v1/auth/users';
const UNKNOWN_ID = 987_654;
const USER_KEYS = ['createdDate', 'enabled', 'id', 'lastModifiedDate', 'roles', 'username'];

class ManualClock implements Clock {
  private micros = 1_795_000_000_123_456;
  now(): Instant {
    return instantFromMicros(this.micros);
  }
  advanceSeconds(seconds: number): void {
    this.micros += seconds * 1_000_000;
  }
}

interface UserBody {
  id: number;
  username: string;
  enabled: boolean;
  roles: string[];
  createdDate: string;
  lastModifiedDate: string;
}

describeEachBackend('user administration', (backend) => {
  let t: TestApp;
  let clock: ManualClock;
  beforeEach(async () => {
    clock = new ManualClock();
    t = await createTestApp(backend, { clock });
  });
  afterEach(async () => {
    await t.close();
  });

  async function admin(method: string, path: string, json?: unknown): Promise<Response> {
    return t.request(method, path, { token: await t.adminToken(), json });
  }

  async function forcedAdminId(): Promise<number> {
    const me = await t.request('GET', '/api/v1/auth/me', { token: await t.adminToken() });
    return ((await me.json()) as UserBody).id;
  }

  async function settingsOf(userId: number) {
    return t.service.container.get<SettingsRepository>(TOKENS.settingsRepository).findForUser(userId);
  }

  async function saveSettings(userId: number): Promise<void> {
    await t.service.container
      .get<SettingsRepository>(TOKENS.settingsRepository)
      .saveForUser(userId, { viewMode: 'dark' });
  }

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
      expect(body.createdDate).toBe(formatInstant(clock.now()));
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
      expect(body.createdDate).toBe(formatInstant(clock.now()));
      expect(body.lastModifiedDate).toBe(formatInstant(clock.now()));
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

  describe('list and read', () => {
    it('when users are listed, then they come ordered by username by code point', async () => {
      for (const username of ['zeta', 'Bravo', 'alpha', '_under']) await t.createUser({ username });
      const response = await admin('GET', USERS);
      expect(response.status).toBe(200);
      const users = (await response.json()) as UserBody[];
      expect(users.map((user) => user.username)).toEqual(['Bravo', '_under', 'admin', 'alpha', 'zeta']);
      for (const user of users) expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    });

    it('when a user is read by id, then 200 with the same representation as in the list', async () => {
      const grace = await t.createUser({ username: 'grace', roles: ['ADMIN', 'USER'], enabled: false });
      const response = await admin('GET', `${USERS}/${grace.id}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        id: grace.id,
        username: 'grace',
        enabled: false,
        roles: ['ADMIN', 'USER'],
      });
      const list = (await (await admin('GET', USERS)).json()) as UserBody[];
      expect(list.find((user) => user.id === grace.id)).toEqual(body);
    });

    it('when an unknown id is read, then 404', async () => {
      await expectProblem(await admin('GET', `${USERS}/${UNKNOWN_ID}`), 404, 'USER.NOT_FOUND');
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999999999'])(
      'when the id is "%s", then get, put and delete give 400',
      async (id) => {
        const body = { username: 'henry', enabled: true, roles: ['USER'] };
        await expectProblem(await admin('GET', `${USERS}/${id}`), 400);
        await expectProblem(await admin('PUT', `${USERS}/${id}`, body), 400);
        await expectProblem(await admin('DELETE', `${USERS}/${id}`), 400);
      },
    );
  });

  describe('update', () => {
    it('when a user is updated without a password, then the fields change, the password is kept and only lastModifiedDate moves', async () => {
      const ivan = await t.createUser({ username: 'ivan' });
      const created = (await (await admin('GET', `${USERS}/${ivan.id}`)).json()) as UserBody;
      clock.advanceSeconds(5);
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
        lastModifiedDate: formatInstant(clock.now()),
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

    it('when an admin removes ADMIN from another admin, then 200 and that user loses administration at once', async () => {
      const mia = await t.createUser({ username: 'mia', roles: ['ADMIN'] });
      const token = await mia.token();
      expect((await t.request('GET', USERS, { token })).status).toBe(200);
      const response = await admin('PUT', `${USERS}/${mia.id}`, {
        username: 'mia',
        enabled: true,
        roles: ['USER'],
      });
      expect(response.status).toBe(200);
      expect((await t.request('GET', USERS, { token })).status).toBe(403);
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

  describe('protected users', () => {
    async function secondAdmin(): Promise<{ id: number; token: string }> {
      const user = await t.createUser({ username: 'second', roles: ['ADMIN'] });
      return { id: user.id, token: await user.token() };
    }

    it.each([
      ['disabled', { username: ADMIN.username, enabled: false, roles: ['ADMIN'] }],
      ['stripped of ADMIN', { username: ADMIN.username, enabled: true, roles: ['USER'] }],
      ['renamed', { username: 'root', enabled: true, roles: ['ADMIN'] }],
    ])('when another admin has the forced admin %s, then 409 and nothing changes', async (_, body) => {
      const other = await secondAdmin();
      const id = await forcedAdminId();
      const response = await t.request('PUT', `${USERS}/${id}`, { token: other.token, json: body });
      await expectProblem(response, 409, 'USER.PROTECTED');
      const read = await admin('GET', `${USERS}/${id}`);
      expect(await read.json()).toMatchObject({ username: ADMIN.username, enabled: true, roles: ['ADMIN'] });
    });

    it('when another admin deletes the forced admin, then 409 and it still exists', async () => {
      const other = await secondAdmin();
      const id = await forcedAdminId();
      await expectProblem(
        await t.request('DELETE', `${USERS}/${id}`, { token: other.token }),
        409,
        'USER.PROTECTED',
      );
      expect((await admin('GET', `${USERS}/${id}`)).status).toBe(200);
    });

    it('when the forced admin is renamed only in case, then it is accepted and the account stays protected', async () => {
      const other = await secondAdmin();
      const id = await forcedAdminId();
      const rename = await admin('PUT', `${USERS}/${id}`, {
        username: 'ADMIN',
        enabled: true,
        roles: ['ADMIN'],
      });
      expect(rename.status).toBe(200);
      expect(((await rename.json()) as UserBody).username).toBe('ADMIN');
      await expectProblem(
        await t.request('DELETE', `${USERS}/${id}`, { token: other.token }),
        409,
        'USER.PROTECTED',
      );
    });

    it('when an admin deletes themself, then 409 and their token still works', async () => {
      const me = await secondAdmin();
      await expectProblem(
        await t.request('DELETE', `${USERS}/${me.id}`, { token: me.token }),
        409,
        'USER.PROTECTED',
      );
      expect((await t.request('GET', '/api/v1/auth/me', { token: me.token })).status).toBe(200);
    });

    it.each([
      ['disables themself', { username: 'second', enabled: false, roles: ['ADMIN'] }],
      ['removes their own ADMIN role', { username: 'second', enabled: true, roles: ['USER'] }],
    ])('when an admin %s, then 409', async (_, body) => {
      const me = await secondAdmin();
      const response = await t.request('PUT', `${USERS}/${me.id}`, { token: me.token, json: body });
      await expectProblem(response, 409, 'USER.PROTECTED');
      expect((await t.request('GET', USERS, { token: me.token })).status).toBe(200);
    });

    it('when an admin renames themself, then it is accepted', async () => {
      const me = await secondAdmin();
      const body = { username: 'second.renamed', enabled: true, roles: ['ADMIN'] };
      const response = await t.request('PUT', `${USERS}/${me.id}`, { token: me.token, json: body });
      expect(response.status).toBe(200);
      expect(((await response.json()) as UserBody).username).toBe('second.renamed');
    });
  });

  describe('delete', () => {
    it('when a user is deleted, then 204, it is gone, its token stops working and its settings are removed', async () => {
      const rose = await t.createUser({ username: 'rose' });
      const token = await rose.token();
      await saveSettings(rose.id);
      expect(await settingsOf(rose.id)).toEqual({ viewMode: 'dark' });

      const response = await admin('DELETE', `${USERS}/${rose.id}`);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      await expectProblem(await admin('GET', `${USERS}/${rose.id}`), 404);
      expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
      expect(await settingsOf(rose.id)).toBeUndefined();
    });

    it('when an unknown id is deleted, then 404', async () => {
      await expectProblem(await admin('DELETE', `${USERS}/${UNKNOWN_ID}`), 404, 'USER.NOT_FOUND');
    });
  });

  describe('delete-selected', () => {
    const DELETE_SELECTED = `${USERS}/delete-selected`;

    it('when users are deleted in bulk, then deletable ones go, the rest are skipped, in request order and once each', async () => {
      const sam = await t.createUser({ username: 'sam' });
      const tess = await t.createUser({ username: 'tess' });
      const uma = await t.createUser({ username: 'uma' });
      const samToken = await sam.token();
      await saveSettings(sam.id);
      await saveSettings(uma.id);
      const adminId = await forcedAdminId();

      const response = await admin('POST', DELETE_SELECTED, {
        ids: [tess.id, UNKNOWN_ID, sam.id, tess.id, adminId, UNKNOWN_ID],
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        deletedIds: [tess.id, sam.id],
        skippedIds: [UNKNOWN_ID, adminId],
      });

      const remaining = (await (await admin('GET', USERS)).json()) as UserBody[];
      expect(remaining.map((user) => user.username)).toEqual(['admin', 'uma']);
      expect((await t.request('GET', '/api/v1/auth/me', { token: samToken })).status).toBe(401);
      expect(await settingsOf(sam.id)).toBeUndefined();
      expect(await settingsOf(uma.id)).toEqual({ viewMode: 'dark' });
    });

    it('when the caller selects themself and the forced admin, then both are skipped', async () => {
      const me = await t.createUser({ username: 'victor', roles: ['ADMIN'] });
      const wendy = await t.createUser({ username: 'wendy' });
      const adminId = await forcedAdminId();
      const response = await t.request('POST', DELETE_SELECTED, {
        token: await me.token(),
        json: { ids: [me.id, wendy.id, adminId] },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deletedIds: [wendy.id], skippedIds: [me.id, adminId] });
    });

    it('when the selection is empty, then 200 with two empty lists', async () => {
      const response = await admin('POST', DELETE_SELECTED, { ids: [] });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deletedIds: [], skippedIds: [] });
    });

    it.each([
      ['no ids', {}],
      ['ids that are not an array', { ids: 3 }],
      ['a zero id', { ids: [0] }],
      ['a fractional id', { ids: [1.5] }],
      ['an unknown property', { ids: [1], all: true }],
    ])('when the body has %s, then 400 and nothing is deleted', async (_, body) => {
      const xena = await t.createUser({ username: 'xena' });
      await expectProblem(await admin('POST', DELETE_SELECTED, body), 400);
      expect((await admin('GET', `${USERS}/${xena.id}`)).status).toBe(200);
    });
  });

  describe('access', () => {
    function routes(targetId: number) {
      const update = { username: 'target', enabled: false, roles: ['USER'] };
      return [
        ['GET', USERS, undefined],
        ['POST', USERS, { username: 'intruder', password: 'intruder-password' }],
        ['GET', `${USERS}/${targetId}`, undefined],
        ['PUT', `${USERS}/${targetId}`, update],
        ['DELETE', `${USERS}/${targetId}`, undefined],
        ['POST', `${USERS}/delete-selected`, { ids: [targetId] }],
      ] as const;
    }

    it('when no token is sent, then every user endpoint answers 401 with WWW-Authenticate', async () => {
      const target = await t.createUser({ username: 'target' });
      for (const [method, path, json] of routes(target.id)) {
        const response = await t.request(method, path, { json });
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({
          route: `${method} ${path}`,
          status: 401,
        });
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
      }
    });

    it('when a USER-role token is sent, then every user endpoint answers 403 and nothing changes', async () => {
      const target = await t.createUser({ username: 'target' });
      const user = await t.createUser({ username: 'plain', roles: ['USER'] });
      const token = await user.token();
      for (const [method, path, json] of routes(target.id)) {
        const response = await t.request(method, path, { token, json });
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({
          route: `${method} ${path}`,
          status: 403,
        });
      }
      const list = (await (await admin('GET', USERS)).json()) as UserBody[];
      expect(list.map((u) => [u.username, u.enabled])).toEqual([
        ['admin', true],
        ['plain', true],
        ['target', true],
      ]);
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const ROLES = '/api/v1/auth/roles';
const USERS = '/api/v1/auth/users';
const UNKNOWN_ID = 987_654;

interface RoleBody {
  id: number;
  code: string;
  label: string;
  system: boolean;
}

describeEachBackend('role administration', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  async function admin(method: string, path: string, json?: unknown): Promise<Response> {
    return t.request(method, path, { token: await t.adminToken(), json });
  }

  async function createRole(code: string, label = `${code} label`): Promise<RoleBody> {
    const response = await admin('POST', ROLES, { code, label });
    expect(response.status).toBe(201);
    return (await response.json()) as RoleBody;
  }

  async function listRoles(): Promise<RoleBody[]> {
    return (await (await admin('GET', ROLES)).json()) as RoleBody[];
  }

  async function roleId(code: string): Promise<number> {
    const role = (await listRoles()).find((candidate) => candidate.code === code);
    if (!role) throw new Error(`no role ${code}`);
    return role.id;
  }

  describe('list and read', () => {
    it('when roles are listed, then the system roles are there and every role comes ordered by code point', async () => {
      for (const code of ['ZED', 'A_A', 'AB']) await createRole(code);
      const response = await admin('GET', ROLES);
      expect(response.status).toBe(200);
      const roles = (await response.json()) as RoleBody[];
      expect(roles.map((role) => [role.code, role.system])).toEqual([
        ['AB', false],
        ['ADMIN', true],
        ['ANONYMOUS', true],
        ['A_A', false],
        ['USER', true],
        ['ZED', false],
      ]);
      for (const role of roles) expect(Object.keys(role).sort()).toEqual(['code', 'id', 'label', 'system']);
    });

    it('when a role is read by id, then 200 with the same representation as in the list', async () => {
      const id = await roleId('USER');
      const response = await admin('GET', `${ROLES}/${id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id, code: 'USER', label: 'User', system: true });
    });

    it('when an unknown id is read, then 404', async () => {
      await expectProblem(await admin('GET', `${ROLES}/${UNKNOWN_ID}`), 404, 'ROLE.NOT_FOUND');
    });

    it.each(['abc', '0', '-7', '2e3', '99999999999999999'])(
      'when the id is "%s", then get, put and delete give 400',
      async (id) => {
        await expectProblem(await admin('GET', `${ROLES}/${id}`), 400);
        await expectProblem(await admin('PUT', `${ROLES}/${id}`, { label: 'Anything' }), 400);
        await expectProblem(await admin('DELETE', `${ROLES}/${id}`), 400);
      },
    );
  });

  describe('create', () => {
    it('when an admin creates a role, then 201 with the role, not a system role, and its Location', async () => {
      const response = await admin('POST', ROLES, { code: 'AUDITOR', label: 'Auditor' });
      expect(response.status).toBe(201);
      const body = (await response.json()) as RoleBody;
      expect(body).toEqual({ id: expect.any(Number), code: 'AUDITOR', label: 'Auditor', system: false });
      expect(response.headers.get('location')).toBe(`${ROLES}/${body.id}`);
      expect(await (await admin('GET', response.headers.get('location')!)).json()).toEqual(body);
    });

    it('when the body claims an id and system: true, then both are ignored', async () => {
      const response = await admin('POST', ROLES, { id: 1, code: 'EDITOR', label: 'Editor', system: true });
      expect(response.status).toBe(201);
      const body = (await response.json()) as RoleBody;
      expect(body.system).toBe(false);
      expect(body.id).not.toBe(1);
      expect(await (await admin('DELETE', `${ROLES}/${body.id}`)).status).toBe(204);
    });

    it('when a new role is assigned to a user, then the user holds it', async () => {
      await createRole('AUDITOR');
      const response = await admin('POST', USERS, {
        username: 'alice',
        password: 'alice-password',
        roles: ['AUDITOR', 'USER'],
      });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { roles: string[] }).roles).toEqual(['AUDITOR', 'USER']);
    });

    it.each([
      ['a lower-case code', { code: 'auditor', label: 'Auditor' }, 'code'],
      ['a one-letter code', { code: 'A', label: 'Auditor' }, 'code'],
      ['a code with a space', { code: 'RO LE', label: 'Auditor' }, 'code'],
      ['no code', { label: 'Auditor' }, 'code'],
      ['a blank label', { code: 'AUDITOR', label: '   ' }, 'label'],
      ['a label of 256 characters', { code: 'AUDITOR', label: 'x'.repeat(256) }, 'label'],
      ['no label', { code: 'AUDITOR' }, 'label'],
      ['an unknown property', { code: 'AUDITOR', label: 'Auditor', description: 'd' }, 'description'],
    ])(
      'when the create body has %s, then 400 naming the field and nothing is stored',
      async (_, body, path) => {
        const problem = await expectProblem(await admin('POST', ROLES, body), 400);
        expect(problem.errors?.map((error) => error.path)).toContain(path);
        expect((await listRoles()).map((role) => role.code)).toEqual(['ADMIN', 'ANONYMOUS', 'USER']);
      },
    );

    it('when the code already exists, then 409 and the stored role is unchanged', async () => {
      const auditor = await createRole('AUDITOR', 'Auditor');
      await expectProblem(
        await admin('POST', ROLES, { code: 'AUDITOR', label: 'Again' }),
        409,
        'ROLE.CODE_TAKEN',
      );
      expect(await (await admin('GET', `${ROLES}/${auditor.id}`)).json()).toEqual(auditor);
    });

    it('when the code is that of a system role, then 409', async () => {
      await expectProblem(
        await admin('POST', ROLES, { code: 'ADMIN', label: 'Again' }),
        409,
        'ROLE.CODE_TAKEN',
      );
    });
  });

  describe('update', () => {
    it('when the label is changed, then 200 with the new label and the rest unchanged', async () => {
      const role = await createRole('AUDITOR', 'Auditor');
      const response = await admin('PUT', `${ROLES}/${role.id}`, { label: 'Internal auditor' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...role, label: 'Internal auditor' });
      expect(await (await admin('GET', `${ROLES}/${role.id}`)).json()).toEqual({
        ...role,
        label: 'Internal auditor',
      });
    });

    it('when a role read from the API is sent back with a new label, then its code, id and system are ignored', async () => {
      const role = await createRole('AUDITOR');
      const response = await admin('PUT', `${ROLES}/${role.id}`, {
        ...role,
        id: 1,
        system: true,
        label: 'Renamed',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...role, label: 'Renamed' });
    });

    it('when a system role is relabelled, then 200 and it stays a system role', async () => {
      const id = await roleId('ADMIN');
      const response = await admin('PUT', `${ROLES}/${id}`, { label: 'Administrators' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id, code: 'ADMIN', label: 'Administrators', system: true });
    });

    it.each([
      ['a different code', { code: 'OTHER', label: 'Auditor' }, 'code'],
      ['a blank label', { label: '' }, 'label'],
      ['no label', {}, 'label'],
      ['an unknown property', { label: 'Auditor', description: 'd' }, 'description'],
    ])(
      'when the update body has %s, then 400 naming the field and the role is unchanged',
      async (_, body, path) => {
        const role = await createRole('AUDITOR');
        const problem = await expectProblem(await admin('PUT', `${ROLES}/${role.id}`, body), 400);
        expect(problem.errors?.map((error) => error.path)).toContain(path);
        expect(await (await admin('GET', `${ROLES}/${role.id}`)).json()).toEqual(role);
      },
    );

    it('when an unknown id is updated, then 404', async () => {
      await expectProblem(
        await admin('PUT', `${ROLES}/${UNKNOWN_ID}`, { label: 'Ghost' }),
        404,
        'ROLE.NOT_FOUND',
      );
    });
  });

  describe('delete', () => {
    it('when an unused role is deleted, then 204, it is gone, and it can no longer be assigned', async () => {
      const role = await createRole('AUDITOR');
      const response = await admin('DELETE', `${ROLES}/${role.id}`);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      await expectProblem(await admin('GET', `${ROLES}/${role.id}`), 404);
      const create = await admin('POST', USERS, {
        username: 'bob',
        password: 'bob-password',
        roles: ['AUDITOR'],
      });
      await expectProblem(create, 400, 'USER.UNKNOWN_ROLE');
    });

    it.each(['ADMIN', 'USER', 'ANONYMOUS'])(
      'when the system role %s is deleted, then 409 and it stays',
      async (code) => {
        const id = await roleId(code);
        await expectProblem(await admin('DELETE', `${ROLES}/${id}`), 409, 'ROLE.SYSTEM');
        expect((await admin('GET', `${ROLES}/${id}`)).status).toBe(200);
      },
    );

    it('when a role assigned to a user is deleted, then 409 until the user no longer holds it', async () => {
      const role = await createRole('AUDITOR');
      const carol = await t.createUser({ username: 'carol', roles: ['AUDITOR', 'USER'] });
      const problem = await expectProblem(await admin('DELETE', `${ROLES}/${role.id}`), 409, 'ROLE.IN_USE');
      expect(problem.detail).toContain('AUDITOR');
      const unassign = await admin('PUT', `${USERS}/${carol.id}`, {
        username: 'carol',
        enabled: true,
        roles: ['USER'],
      });
      expect(unassign.status).toBe(200);
      expect((await admin('DELETE', `${ROLES}/${role.id}`)).status).toBe(204);
    });

    it('when an unknown id is deleted, then 404', async () => {
      await expectProblem(await admin('DELETE', `${ROLES}/${UNKNOWN_ID}`), 404, 'ROLE.NOT_FOUND');
    });
  });

  describe('delete-selected', () => {
    const DELETE_SELECTED = `${ROLES}/delete-selected`;

    it('when roles are deleted in bulk, then system, assigned and unknown ones are skipped, in request order and once each', async () => {
      const auditor = await createRole('AUDITOR');
      const editor = await createRole('EDITOR');
      const inUse = await createRole('IN_USE');
      await t.createUser({ username: 'dora', roles: ['IN_USE'] });
      const adminRole = await roleId('ADMIN');

      const response = await admin('POST', DELETE_SELECTED, {
        ids: [editor.id, adminRole, UNKNOWN_ID, inUse.id, editor.id, auditor.id],
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        deletedIds: [editor.id, auditor.id],
        skippedIds: [adminRole, UNKNOWN_ID, inUse.id],
      });
      expect((await listRoles()).map((role) => role.code)).toEqual(['ADMIN', 'ANONYMOUS', 'IN_USE', 'USER']);
    });

    it('when the selection is empty, then 200 with two empty lists', async () => {
      const response = await admin('POST', DELETE_SELECTED, { ids: [] });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deletedIds: [], skippedIds: [] });
    });

    it.each([
      ['no ids', {}],
      ['a negative id', { ids: [-1] }],
      ['a string id', { ids: ['1'] }],
      ['an unknown property', { ids: [], force: true }],
    ])('when the body has %s, then 400 and nothing is deleted', async (_, body) => {
      await createRole('AUDITOR');
      await expectProblem(await admin('POST', DELETE_SELECTED, body), 400);
      expect((await listRoles()).map((role) => role.code)).toContain('AUDITOR');
    });
  });

  describe('access', () => {
    function routes(targetId: number) {
      return [
        ['GET', ROLES, undefined],
        ['POST', ROLES, { code: 'INTRUDER', label: 'Intruder' }],
        ['GET', `${ROLES}/${targetId}`, undefined],
        ['PUT', `${ROLES}/${targetId}`, { label: 'Hijacked' }],
        ['DELETE', `${ROLES}/${targetId}`, undefined],
        ['POST', `${ROLES}/delete-selected`, { ids: [targetId] }],
      ] as const;
    }

    it('when no token is sent, then every role endpoint answers 401 with WWW-Authenticate', async () => {
      const target = await createRole('TARGET', 'Target');
      for (const [method, path, json] of routes(target.id)) {
        const response = await t.request(method, path, { json });
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({
          route: `${method} ${path}`,
          status: 401,
        });
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
      }
    });

    it('when a USER-role token is sent, then every role endpoint answers 403 and nothing changes', async () => {
      const target = await createRole('TARGET', 'Target');
      const user = await t.createUser({ username: 'plain', roles: ['USER'] });
      const token = await user.token();
      for (const [method, path, json] of routes(target.id)) {
        const response = await t.request(method, path, { token, json });
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({
          route: `${method} ${path}`,
          status: 403,
        });
      }
      expect((await listRoles()).map((role) => [role.code, role.label])).toEqual([
        ['ADMIN', 'Administrator'],
        ['ANONYMOUS', 'Anonymous'],
        ['TARGET', 'Target'],
        ['USER', 'User'],
      ]);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { SYSTEM_ROLE_PERMISSIONS } from '../../../domain/access/role.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { ROLES, type RoleBody, UNKNOWN_ID, USERS, useRoleAdministration } from './role-administration.js';

/** docs/api/access.md#roles: listing, reading and creating roles. */
const USER_PERMISSIONS = [...SYSTEM_ROLE_PERMISSIONS.USER];

describeEachBackend('role administration', (backend) => {
  const { admin, createRole, listRoles, roleId } = useRoleAdministration(backend);

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
      for (const role of roles)
        expect(Object.keys(role).sort()).toEqual(['code', 'id', 'label', 'permissions', 'system']);
    });

    it('when a role is read by id, then 200 with the same representation as in the list', async () => {
      const id = await roleId('USER');
      const response = await admin('GET', `${ROLES}/${id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id,
        code: 'USER',
        label: 'User',
        system: true,
        permissions: USER_PERMISSIONS,
      });
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
      expect(body).toEqual({
        id: expect.any(Number),
        code: 'AUDITOR',
        label: 'Auditor',
        system: false,
        permissions: [],
      });
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
});

import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { ROLES, UNKNOWN_ID, USERS, useRoleAdministration } from './role-administration.js';

/** docs/api/access.md#roles: deleting roles, one or a selection. */
describeEachBackend('role administration', (backend) => {
  const { t, admin, createRole, listRoles, roleId } = useRoleAdministration(backend);

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
});

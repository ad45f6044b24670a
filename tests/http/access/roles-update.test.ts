import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../domain/access/permission.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { ROLES, UNKNOWN_ID, useRoleAdministration } from './role-administration.js';

/** docs/api/access.md#roles: updating roles. */
describeEachBackend('role administration', (backend) => {
  const { admin, createRole, roleId } = useRoleAdministration(backend);

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
      expect(await response.json()).toEqual({
        id,
        code: 'ADMIN',
        label: 'Administrators',
        system: true,
        permissions: [...PERMISSIONS],
      });
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
});

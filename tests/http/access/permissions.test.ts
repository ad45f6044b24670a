import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../domain/access/permission.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const ROLES = '/api/v1/auth/roles';
const USERS = '/api/v1/auth/users';
const TASKS = '/api/v1/task';

/** docs/api/access.md#permissions: custom roles grant exactly what they hold. */
describeEachBackend('permissions per role', (backend) => {
  const t = useTestApp(backend);
  const asAdmin = (method: string, path: string, body?: unknown) =>
    t.request(method, path, { token: t.admin, json: body });

  async function createRole(code: string, permissions: readonly string[]) {
    const response = await asAdmin('POST', ROLES, { code, label: code, permissions });
    expect(response.status).toBe(201);
    return (await json(response)) as { id: number; permissions: string[] };
  }

  async function holder(username: string, roles: string[]) {
    return (await t.createUser({ username, roles })).token();
  }

  it('when an EDITOR role writes tasks only, then its holder creates and changes tasks and is refused everything else', async () => {
    await createRole('EDITOR', ['tasks:write', 'tasks:read', 'tags:read']);
    const editor = await holder('editor', ['EDITOR']);
    const created = await t.request('POST', TASKS, { token: editor, json: { code: 'T1', label: 'First' } });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    expect((await t.request('GET', `${TASKS}/${id}`, { token: editor })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/tag', { token: editor })).status).toBe(200);
    const refused = [
      ['GET', USERS],
      ['GET', ROLES],
      ['POST', '/api/v1/tag'],
      ['GET', `${TASKS}/print.pdf`],
      ['GET', `${TASKS}/export.csv`],
      ['GET', '/api/v1/settings/user/me'],
      ['GET', '/api/v1/badge'],
    ];
    for (const [method, path] of refused) {
      const problem = await expectProblem(
        await t.request(method!, path!, { token: editor, json: method === 'POST' ? {} : undefined }),
        403,
        'AUTH.FORBIDDEN',
      );
      expect(problem.detail, `${method} ${path}`).toMatch(/^Your roles do not grant "[a-z-]+:[a-z]+"/);
    }
  });

  it('when a user holds several roles, then their rights are the union', async () => {
    await createRole('EDITOR', ['tasks:write', 'tasks:read']);
    const both = await holder('both', ['EDITOR', 'USER']);
    expect((await t.request('GET', `${TASKS}/print.pdf`, { token: both })).status).toBe(200);
    expect((await t.request('POST', TASKS, { token: both, json: { code: 'T2', label: 'Two' } })).status).toBe(
      201,
    );
    expect((await t.request('GET', USERS, { token: both })).status).toBe(403);
  });

  it('when a role loses a permission, then its holder is refused at once on this instance', async () => {
    const role = await createRole('EDITOR', ['tasks:write', 'tasks:read']);
    const editor = await holder('editor', ['EDITOR']);
    expect((await t.request('GET', TASKS, { token: editor })).status).toBe(200);
    const changed = await asAdmin('PATCH', `${ROLES}/${role.id}`, { permissions: ['tasks:write'] });
    expect(changed.status).toBe(200);
    expect((await json(changed)).permissions).toEqual(['tasks:write']);
    expect((await t.request('GET', TASKS, { token: editor })).status).toBe(403);
    expect(
      (await t.request('POST', TASKS, { token: editor, json: { code: 'T3', label: 'Three' } })).status,
    ).toBe(201);
  });

  it('when a custom role is created without permissions, then it grants nothing', async () => {
    const role = await createRole('NOBODY', []);
    expect(role.permissions).toEqual([]);
    const nobody = await holder('nobody', ['NOBODY']);
    expect((await t.request('GET', TASKS, { token: nobody })).status).toBe(403);
    expect((await t.request('GET', '/api/v1/auth/me', { token: nobody })).status).toBe(200);
  });

  it('when a permission is unknown or repeated, then 400 naming it, or stored once in catalogue order', async () => {
    const unknown = await asAdmin('POST', ROLES, {
      code: 'BAD',
      label: 'Bad',
      permissions: ['tasks:read', 'tasks:fly'],
    });
    const problem = await expectProblem(unknown, 400, 'ROLE.UNKNOWN_PERMISSION');
    expect(problem.errors).toEqual([{ path: 'permissions[1]', message: '"tasks:fly" is not a permission' }]);
    expect((await json(await asAdmin('GET', `${ROLES}?q=bad`))).length).toBe(0);
    const role = await createRole('GOOD', ['tasks:write', 'tasks:read', 'tasks:write']);
    expect(role.permissions).toEqual(['tasks:read', 'tasks:write']);
    const notText = await asAdmin('POST', ROLES, { code: 'ODD', label: 'Odd', permissions: [1] });
    await expectProblem(notText, 400);
  });

  it('when a system role’s permissions are changed, then 409; sent back as they are, then 200', async () => {
    const roles = (await json(await asAdmin('GET', ROLES))) as {
      id: number;
      code: string;
      permissions: string[];
    }[];
    const user = roles.find((role) => role.code === 'USER')!;
    const changed = await asAdmin('PUT', `${ROLES}/${user.id}`, {
      label: 'User',
      permissions: ['tasks:write'],
    });
    await expectProblem(changed, 409, 'ROLE.SYSTEM_PERMISSIONS');
    const same = await asAdmin('PUT', `${ROLES}/${user.id}`, {
      label: 'Users',
      permissions: user.permissions,
    });
    expect(same.status).toBe(200);
    expect(roles.find((role) => role.code === 'ADMIN')!.permissions).toEqual([...PERMISSIONS]);
    expect(user.permissions).toContain('tasks:print');
    expect(user.permissions).not.toContain('tasks:write');
  });

  it('when a PUT leaves permissions out, then they are kept; the ETag changes with them', async () => {
    const role = await createRole('EDITOR', ['tasks:read']);
    const before = (await asAdmin('GET', `${ROLES}/${role.id}`)).headers.get('etag');
    const relabelled = await asAdmin('PUT', `${ROLES}/${role.id}`, { label: 'Editors' });
    expect((await json(relabelled)).permissions).toEqual(['tasks:read']);
    const stale = await t.request('PATCH', `${ROLES}/${role.id}`, {
      token: t.admin,
      json: { permissions: [] },
      headers: { 'If-Match': before! },
    });
    await expectProblem(stale, 412);
    const current = relabelled.headers.get('etag')!;
    await asAdmin('PATCH', `${ROLES}/${role.id}`, { permissions: ['tasks:read', 'tags:read'] });
    expect((await asAdmin('GET', `${ROLES}/${role.id}`)).headers.get('etag')).not.toBe(current);
  });

  describe('user administration always has a holder', () => {
    it('when the caller would take users:administer from their only role that grants it, then 409 and nothing changes', async () => {
      const keeper = await createRole('KEEPER', ['users:administer']);
      const token = await holder('keeper', ['KEEPER']);
      const attempt = await t.request('PATCH', `${ROLES}/${keeper.id}`, {
        token,
        json: { permissions: ['tasks:read'] },
      });
      await expectProblem(attempt, 409, 'ROLE.PROTECTED');
      expect((await json(await asAdmin('GET', `${ROLES}/${keeper.id}`))).permissions).toEqual([
        'users:administer',
      ]);
      // An administrator may change it: the caller keeps administration through ADMIN.
      expect((await asAdmin('PATCH', `${ROLES}/${keeper.id}`, { permissions: [] })).status).toBe(200);
    });

    it('when the caller would give up the roles that let them administer users, then 409 USER.PROTECTED', async () => {
      await createRole('KEEPER', ['users:administer']);
      const me = await t.createUser({ username: 'keeper', roles: ['KEEPER'] });
      const token = await me.token();
      const attempt = await t.request('PUT', `${USERS}/${me.id}`, {
        token,
        json: { username: 'keeper', enabled: true, roles: ['USER'] },
      });
      await expectProblem(attempt, 409, 'USER.PROTECTED');
      const fine = await t.request('PUT', `${USERS}/${me.id}`, {
        token,
        json: { username: 'keeper', enabled: true, roles: ['KEEPER', 'USER'] },
      });
      expect(fine.status).toBe(200);
    });
  });

  it('when the permissions are listed, then every one with its resource, action and words', async () => {
    const listed = (await json(await asAdmin('GET', '/api/v1/auth/permissions'))) as Record<string, string>[];
    expect(listed.map((entry) => entry.permission)).toEqual([...PERMISSIONS]);
    expect(listed.find((entry) => entry.permission === 'tasks:write')).toEqual({
      permission: 'tasks:write',
      resource: 'tasks',
      action: 'write',
      description: 'Create, change and delete tasks',
    });
    const someone = await holder('someone', ['ANONYMOUS']);
    expect((await t.request('GET', '/api/v1/auth/permissions', { token: someone })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/auth/permissions')).status).toBe(401);
  });
});

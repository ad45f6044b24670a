import { afterEach, expect, it } from 'vitest';
import {
  type ArchiveContent,
  copyArchive,
  type Row,
  readArchive,
  writeArchive,
} from '../../support/archive-content.js';
import { type Backend, describeEachBackend } from '../../support/backends.js';
import { capturedLogger } from '../../support/captured-logger.js';
import { expectProblem, json } from '../../support/http.js';
import { populateInstance } from '../../support/instance-data.js';
import { backupText, restoreText, timeless } from '../../support/restore-fixture.js';
import { ADMIN, createTestApp, type TestApp } from '../../support/test-app.js';

type Sections = Record<string, Row[]>;

const idOf = (sections: Sections, section: string, field: string, value: string) =>
  sections[section]!.find((row) => row[field] === value)!.id as number;

/** Every way an archive can leave no enabled user holding users:administer. */
const WITHOUT_ADMINISTRATOR: Readonly<Record<string, (sections: Sections) => void>> = {
  'the administrator disabled': (s) => {
    s.users!.find((user) => user.username === 'admin')!.enabled = false;
  },
  'the administrator without the ADMIN role': (s) => {
    const admin = idOf(s, 'users', 'username', 'admin');
    s.userRoles = s.userRoles!.filter((link) => link.userId !== admin);
  },
  'the administrator holding only a role without users:administer': (s) => {
    const admin = idOf(s, 'users', 'username', 'admin');
    const editor = idOf(s, 'roles', 'code', 'EDITOR');
    s.userRoles = s.userRoles!.map((link) => (link.userId === admin ? { ...link, roleId: editor } : link));
    s.userRoles.sort(
      (a, b) => (a.userId as number) - (b.userId as number) || (a.roleId as number) - (b.roleId as number),
    );
  },
  'no ADMIN role at all': (s) => {
    const role = idOf(s, 'roles', 'code', 'ADMIN');
    s.roles = s.roles!.filter((r) => r.id !== role);
    s.userRoles = s.userRoles!.filter((link) => link.roleId !== role);
  },
  'no user at all': (s) => {
    for (const section of [
      'users',
      'userRoles',
      'userSettings',
      'secondFactors',
      'recoveryCodes',
      'apiKeys',
    ]) {
      s[section] = [];
    }
  },
};

/** docs/backup.md#what-a-restore-refuses: someone can administer the instance after a restore. */
describeEachBackend('a restore leaves an administrator', (backend: Backend) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  const start = async (options: Parameters<typeof createTestApp>[1] = {}) => {
    const app = await createTestApp(backend, options);
    apps.push(app);
    return app;
  };
  const populated = async (): Promise<[TestApp, string, ArchiveContent]> => {
    const t = await start();
    const token = await t.adminToken();
    await populateInstance(t, token);
    return [t, token, readArchive(await backupText(t, token))];
  };

  it('when an archive leaves no enabled user holding users:administer, in any way, then 409 ARCHIVE.NO_ADMINISTRATOR, and nothing changes', async () => {
    const [t, token, archive] = await populated();
    const before = timeless(await backupText(t, token));
    for (const [name, change] of Object.entries(WITHOUT_ADMINISTRATOR)) {
      const content = copyArchive(archive);
      change(content.sections);
      const problem = await expectProblem(
        await restoreText(t, token, writeArchive(content)),
        409,
        'ARCHIVE.NO_ADMINISTRATOR',
      );
      expect(problem.detail, name).toMatch(/users:administer/);
    }
    expect(timeless(await backupText(t, token))).toBe(before);
  });

  it('when the administrator is disabled but another enabled user holds users:administer through a custom role, then the restore goes ahead and that user administers', async () => {
    const [t, token, archive] = await populated();
    const content = copyArchive(archive);
    const s = content.sections;
    s.users!.find((user) => user.username === 'admin')!.enabled = false;
    const editor = idOf(s, 'roles', 'code', 'EDITOR');
    s.rolePermissions!.push({ roleId: editor, permission: 'users:administer' });
    s.rolePermissions!.sort(
      (a, b) =>
        (a.roleId as number) - (b.roleId as number) ||
        String(a.permission).localeCompare(String(b.permission)),
    );
    const restored = await restoreText(t, token, writeArchive(content));
    expect(restored.status, await restored.clone().text()).toBe(200);
    const alice = await t.login('alice', 'alice-password');
    expect((await t.request('GET', '/api/v1/auth/users', { token: alice })).status).toBe(200);
    await expect(t.login(ADMIN.username, ADMIN.password)).rejects.toThrow(/401/);
  });

  it('when the example archive of the OpenAPI document is restored, then it goes ahead and the administrator keeps this instance’s password', async () => {
    const t = await start();
    const document = await json(await t.request('GET', '/openapi.json'));
    const example =
      document.paths['/api/v1/restore'].post.requestBody.content['application/x-ndjson'].example;
    const restored = await restoreText(t, await t.adminToken(), example, '');
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await json(restored)).toMatchObject({
      secrets: false,
      sections: { roles: 3, users: 1, userRoles: 1 },
    });
    await t.login(ADMIN.username, ADMIN.password);
  });

  it('when a restore without secrets leaves users without a password, then one warn line says how many and how to get in', async () => {
    const [source, token] = await populated();
    const archive = await backupText(source, token, false);
    const { logger, lines } = capturedLogger();
    const target = await start({ logger });
    const restored = await restoreText(target, await target.adminToken(), archive, '');
    expect(restored.status, await restored.clone().text()).toBe(200);
    const warnings = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.event === 'instance.restored_without_passwords');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, users: 1 });
    expect(warnings[0].msg).toMatch(/APP_ADMIN_PASSWORD/);
    expect(warnings[0].msg).toMatch(/POST \/api\/v1\/auth\/users\/\{id\}\/password/);
    // The administrator kept this instance's password: it signs in and sets alice's.
    const admin = await target.login(ADMIN.username, ADMIN.password);
    const users = await json(await target.request('GET', '/api/v1/auth/users', { token: admin }));
    expect(users.map((user: { username: string }) => user.username)).toContain('alice');
  });

  it('when a restore with secrets gives every user a password, then no such line is written', async () => {
    const [source, token] = await populated();
    const archive = await backupText(source, token, true);
    const { logger, lines } = capturedLogger();
    const target = await start({ logger });
    expect((await restoreText(target, await target.adminToken(), archive, '')).status).toBe(200);
    expect(lines.filter((line) => line.includes('instance.restored_without_passwords'))).toEqual([]);
    expect(lines.filter((line) => line.includes('"instance.restored"'))).toHaveLength(1);
  });
});

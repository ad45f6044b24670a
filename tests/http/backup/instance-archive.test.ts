import { afterEach, describe, expect, it } from 'vitest';
import { type Backend, describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { populateInstance } from '../../support/instance-data.js';
import { ADMIN, createTestApp, type TestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const BACKUP = '/api/v1/backup';
const RESTORE = '/api/v1/restore';
const NDJSON = { 'Content-Type': 'application/x-ndjson' };

/** The archive without the manifest's time, the one thing two archives of the same data may differ in. */
const timeless = (archive: string) => archive.replace(/"createdAt":"[^"]+"/, '"createdAt":"…"');

async function backup(t: TestApp, token: string, secrets = true): Promise<string> {
  const response = await t.request('GET', `${BACKUP}?secrets=${secrets}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.text();
}

async function restore(t: TestApp, token: string, archive: string, query = '') {
  return t.request('POST', `${RESTORE}${query}`, { token, body: archive, headers: NDJSON });
}

/** docs/backup.md */
describe('instance archives across backends', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  const start = async (backend: Backend) => {
    const app = await createTestApp(backend);
    apps.push(app);
    return app;
  };

  it.each([
    ['sqlite', 'postgres', 'memory'],
    ['memory', 'sqlite', 'postgres'],
  ] as Backend[][])(
    'when %s is archived, restored on %s, then on %s, then every archive is the same',
    async (...chain) => {
      const usable = chain.filter((backend) => backend !== 'postgres' || process.env.TEST_DATABASE_URL);
      const first = await start(usable[0]!);
      await populateInstance(first, await first.adminToken());
      const archives = [await backup(first, await first.adminToken())];
      // Listed by tag, from the links' own copy of each task's code and status (docs/adr/0044-tag-links-carry-the-task-order.md).
      const byTag = async (app: TestApp, token: string) => {
        const tags = (await (await app.request('GET', '/api/v1/tag', { token })).json()) as { id: number }[];
        const path = `/api/v1/task?limit=10&tagId=${tags.map((tag) => tag.id).join('&tagId=')}`;
        return (await app.request('GET', path, { token })).json();
      };
      const listed = await byTag(first, await first.adminToken());
      expect(listed).toHaveLength(2);
      for (const backend of usable.slice(1)) {
        const next = await start(backend);
        const restored = await restore(next, await next.adminToken(), archives.at(-1)!);
        expect(restored.status, await restored.clone().text()).toBe(200);
        // Every session ended; the administrator signs in again, with the restored password hash.
        const token = await next.login(ADMIN.username, ADMIN.password);
        archives.push(await backup(next, token));
        expect(await byTag(next, token)).toEqual(listed);
      }
      for (const archive of archives.slice(1)) expect(timeless(archive)).toBe(timeless(archives[0]!));
      expect(archives[0]).toContain('"sk-secret-token"');
      expect(
        archives[0]!.split('\n').filter((line) => line.startsWith('{"id"')).length,
      ).toBeGreaterThanOrEqual(20);
    },
  );
});

describeEachBackend('backup and restore', (backend) => {
  const t = useTestApp(backend);

  it('when an archive has no secrets, then they are left out, and a restore keeps the instance’s own', async () => {
    await populateInstance(t, t.admin);
    const archive = await backup(t, t.admin, false);
    expect(archive).not.toContain('sk-secret-token');
    expect(archive).not.toContain('$2');
    expect(archive).not.toContain('{"section":"appSecrets"}');
    const other = await createTestApp(backend === 'postgres' ? 'postgres' : 'memory');
    try {
      const restored = await restore(other, await other.adminToken(), archive);
      expect(await json(restored)).toMatchObject({ secrets: false, sections: { tasks: 3, taskTags: 3 } });
      const token = await other.login(ADMIN.username, ADMIN.password);
      const tasks = await json(await other.request('GET', '/api/v1/task', { token }));
      expect(tasks.map((task: { code: string }) => task.code)).toEqual(['T-1', 'T-2']);
      await expect(other.login('alice', 'alice-password')).rejects.toThrow(/401/);
      const llm = await json(await other.request('GET', '/api/v1/lmstudio/settings', { token }));
      expect(llm.tokenConfigured).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('when the instance holds data, then a restore is refused unless told to replace, and nothing changes', async () => {
    const archive = await backup(t, t.admin);
    await t.request('POST', '/api/v1/tag', { token: t.admin, json: { code: 'KEEP', label: 'kept' } });
    await expectProblem(await restore(t, t.admin, archive), 409, 'INSTANCE.NOT_EMPTY');
    expect((await json(await t.request('GET', '/api/v1/tag', { token: t.admin }))).length).toBe(1);
    expect((await restore(t, t.admin, archive, '?replace=true')).status).toBe(200);
    const token = await t.login(ADMIN.username, ADMIN.password);
    expect(await json(await t.request('GET', '/api/v1/tag', { token }))).toEqual([]);
  });

  it('when an instance is restored, then the change log of the records it replaced is emptied with them', async () => {
    const archive = await backup(t, t.admin);
    const tag = await json(
      await t.request('POST', '/api/v1/tag', { token: t.admin, json: { code: 'GONE', label: 'gone' } }),
    );
    const history = (token: string) => t.request('GET', `/api/v1/tag/${tag.id}/history`, { token });
    expect((await json(await history(t.admin))).length).toBe(1);
    expect((await restore(t, t.admin, archive, '?replace=true')).status).toBe(200);
    await expectProblem(await history(await t.login(ADMIN.username, ADMIN.password)), 404);
  });

  it('when an archive is altered, truncated or not an archive, then 400 naming the line, and nothing changes', async () => {
    await populateInstance(t, t.admin);
    const archive = await backup(t, t.admin);
    await t.request('POST', '/api/v1/tag', { token: t.admin, json: { code: 'KEEP', label: 'kept' } });
    const before = await backup(t, t.admin);
    const altered = archive.replace('"Book the venue"', '"Book the vanue"');
    const problem = await expectProblem(
      await restore(t, t.admin, altered, '?replace=true'),
      400,
      'ARCHIVE.INVALID',
    );
    expect(problem.errors?.[0]?.message).toBe(
      'the section tasks does not match its checksum: the archive was altered or damaged',
    );
    const truncated = archive.split('\n').slice(0, -3).join('\n');
    await expectProblem(await restore(t, t.admin, truncated, '?replace=true'), 400, 'ARCHIVE.INVALID');
    const wrongRow = archive.replace('"status":"IN_PROGRESS"', '"status":7');
    const row = await expectProblem(
      await restore(t, t.admin, wrongRow, '?replace=true'),
      400,
      'ARCHIVE.INVALID',
    );
    expect(row.errors?.[0]?.message).toBe('tasks.status must be a string');
    await expectProblem(await restore(t, t.admin, 'not json\n'), 400, 'ARCHIVE.INVALID');
    await expectProblem(
      await t.request('POST', RESTORE, {
        token: t.admin,
        body: archive,
        headers: { 'Content-Type': 'text/plain' },
      }),
      400,
      'REQUEST.WRONG_CONTENT_TYPE',
    );
    expect(timeless(await backup(t, t.admin))).toBe(timeless(before));
  });

  it('when a USER asks for a backup or a restore, then 403', async () => {
    const user = await t.createUser({ username: 'reader' });
    const token = await user.token();
    await expectProblem(await t.request('GET', BACKUP, { token }), 403);
    await expectProblem(await restore(t, token, ''), 403);
  });
});

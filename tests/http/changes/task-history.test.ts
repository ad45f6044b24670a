import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const base = '/api/v1/task';

/** docs/api/changes.md#history: every write of a task, newest first, with the fields it changed. */
describeEachBackend('task history', (backend) => {
  const t = useTestApp(backend);

  const history = async (id: number, query = '') =>
    t.request('GET', `${base}/${id}/history${query}`, { token: t.admin });

  const create = async (code: string, body: object = {}) =>
    json(await t.request('POST', base, { token: t.admin, json: { code, label: code, ...body } }));

  it('when a task is created, changed and archived, then its history lists the three writes newest first', async () => {
    const task = await create('T-1', { assignedTo: 'ada' });
    await t.request('PUT', `${base}/${task.id}`, {
      token: t.admin,
      json: { label: 'renamed', status: 'DONE', assignedTo: 'ada' },
    });
    await t.request('DELETE', `${base}/${task.id}`, { token: t.admin });

    const response = await history(task.id);
    expect(response.status).toBe(200);
    const entries = await json(response);
    expect(entries.map((entry: { type: string }) => entry.type)).toEqual([
      'task.archived',
      'task.updated',
      'task.created',
    ]);
    const [archived, updated, created] = entries;
    expect(updated.changes).toEqual([
      { field: 'label', before: 'T-1', after: 'renamed' },
      { field: 'status', before: 'TODO', after: 'DONE' },
    ]);
    expect(updated.actor).toEqual({ username: 'admin', apiKey: null });
    expect(updated.record).toMatchObject({ id: task.id, code: 'T-1', label: 'renamed', status: 'DONE' });
    expect(created.changes).toContainEqual({ field: 'code', before: null, after: 'T-1' });
    expect(created.changes).toContainEqual({ field: 'assignedTo', before: null, after: 'ada' });
    expect(archived).toMatchObject({ action: 'archived', changes: [], record: { label: 'renamed' } });
    expect(archived.changeId).toBeGreaterThan(updated.changeId);
  });

  it('when a page is asked for, then Link leads to the older entries until none are left', async () => {
    const task = await create('T-2');
    for (const label of ['a', 'b', 'c', 'd'])
      await t.request('PATCH', `${base}/${task.id}`, {
        token: t.admin,
        body: JSON.stringify({ label }),
        headers: { 'content-type': 'application/merge-patch+json' },
      });
    const labels: string[] = [];
    let next: string | undefined = `${base}/${task.id}/history?limit=2`;
    while (next) {
      const response = await t.request('GET', next, { token: t.admin });
      labels.push(
        ...(await json(response)).map((entry: { record: { label: string } }) => entry.record.label),
      );
      next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
    }
    expect(labels).toEqual(['d', 'c', 'b', 'a', 'T-2']);
  });

  it('when a seed creates one task and replaces another, then each gets its entry', async () => {
    const kept = await create('S-1');
    const seeded = await json(
      await t.request('POST', `${base}/seed`, {
        token: t.admin,
        json: [
          { code: 'S-1', label: 'seeded' },
          { code: 'S-2', label: 'new' },
        ],
      }),
    );
    const [first] = await json(await history(kept.id));
    expect(first).toMatchObject({
      type: 'task.updated',
      changes: [{ field: 'label', before: 'S-1', after: 'seeded' }],
    });
    const [second] = await json(await history(seeded[1].id));
    expect(second.type).toBe('task.created');
  });

  it('when a write is refused, then it leaves no entry', async () => {
    const task = await create('R-1');
    const refused = await t.request('PUT', `${base}/${task.id}`, {
      token: t.admin,
      json: { label: 'x', nomenclatureId: 999_999 },
    });
    expect(refused.status).toBe(400);
    expect((await json(await history(task.id))).length).toBe(1);
  });

  it('when the task was never stored, then its history is a 404; a task written before the log has an empty one', async () => {
    await expectProblem(await history(999_999), 404);
    const task = await create('E-1');
    expect((await json(await history(task.id))).length).toBe(1);
  });

  it('when a user holding USER asks, then it is a 403: history is for whoever holds tasks:history', async () => {
    const task = await create('P-1');
    const user = await t.createUser({ username: 'reader', roles: ['USER'] });
    const response = await t.request('GET', `${base}/${task.id}/history`, { token: await user.token() });
    await expectProblem(response, 403);
  });

  it('when the cursor is foreign or comes without limit, then it is a 400 naming cursor', async () => {
    const task = await create('C-1');
    await expectProblem(await history(task.id, '?cursor=abc&limit=2'), 400);
    await expectProblem(await history(task.id, '?cursor=abc'), 400);
    // A history pages and does nothing else: a list's other parameters are unknown here.
    await expectProblem(await history(task.id, '?sort=-id'), 400);
  });
});

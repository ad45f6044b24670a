import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const base = '/api/v1/task';

/** docs/api/records.md#patch on the task fields (docs/api/tasks.md): defaults, arrays and references as on PUT. */
describeEachBackend('task PATCH', (backend) => {
  const t = useTestApp(backend);

  const patch = (id: number, body: object) =>
    t.request('PATCH', `${base}/${id}`, {
      token: t.admin,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/merge-patch+json' },
    });

  async function fullTask() {
    const tags = await Promise.all(
      ['a', 'b'].map(async (code) =>
        json(await t.request('POST', '/api/v1/tag', { token: t.admin, json: { code, label: code } })),
      ),
    );
    const task = await json(
      await t.request('POST', base, {
        token: t.admin,
        json: {
          code: 'T-1',
          label: 'full',
          status: 'DONE',
          priority: 'HIGH',
          dueDate: '2026-12-24',
          assignedTo: 'ada',
          tagIds: [tags[0].id, tags[1].id],
        },
      }),
    );
    return { task, tags };
  }

  it('when a patch names one field, then the others keep their values (a PUT would reset them)', async () => {
    const { task } = await fullTask();
    const patched = await json(await patch(task.id, { label: 'renamed' }));
    expect(patched).toMatchObject({ ...task, label: 'renamed', lastModifiedDate: expect.any(String) });
  });

  it('when a patch sets fields to null, then they take the PUT defaults: TODO, NORMAL, no date, no tags', async () => {
    const { task } = await fullTask();
    const response = await patch(task.id, { status: null, priority: null, dueDate: null, tagIds: null });
    expect(await json(response)).toMatchObject({
      status: 'TODO',
      priority: 'NORMAL',
      dueDate: null,
      tagIds: [],
      assignedTo: 'ada',
    });
  });

  it('when a patch sends an array, then it replaces the stored one whole', async () => {
    const { task, tags } = await fullTask();
    expect((await json(await patch(task.id, { tagIds: [tags[1].id] }))).tagIds).toEqual([tags[1].id]);
  });

  it('when a patch breaks a task rule, then PUT’s 400 and nothing changes', async () => {
    const { task } = await fullTask();
    await expectProblem(await patch(task.id, { tagIds: [424242] }), 400, 'RECORD.INVALID_REFERENCE');
    await expectProblem(await patch(task.id, { dueDate: '2026-02-30' }), 400, 'RECORD.INVALID_DATE');
    await expectProblem(await patch(task.id, { status: 'LATER' }), 400, 'REQUEST.INVALID');
    expect(await json(await t.request('GET', `${base}/${task.id}`, { token: t.admin }))).toEqual(task);
  });

  it('when the task is archived, then PATCH is a 404 like PUT', async () => {
    const { task } = await fullTask();
    expect((await t.request('DELETE', `${base}/${task.id}`, { token: t.admin })).status).toBe(204);
    await expectProblem(await patch(task.id, { label: 'late' }), 404, 'TASK.NOT_FOUND');
  });
});

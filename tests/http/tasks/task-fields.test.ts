import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/tasks.md#task-fields: the task's workflow fields and its references. */
describeEachBackend('task workflow fields', (backend) => {
  const t = useTestApp(backend);
  let tagA: number;
  let tagB: number;
  let nomenclature: number;
  beforeEach(async () => {
    const make = async (path: string, code: string) =>
      (await json(await t.request('POST', path, { token: t.admin, json: { code, label: code } })))
        .id as number;
    tagA = await make('/api/v1/tag', 'a');
    tagB = await make('/api/v1/tag', 'b');
    nomenclature = await make('/api/v1/nomenclature', 'n');
  });

  const create = (body: object) => t.request('POST', '/api/v1/task', { token: t.admin, json: body });

  it('when only code and label are sent, then the workflow fields take their defaults', async () => {
    const body = await json(await create({ code: 'T', label: 't' }));
    expect(body).toMatchObject({
      description: null,
      status: 'TODO',
      priority: 'NORMAL',
      dueDate: null,
      assignedTo: null,
      tagIds: [],
      nomenclatureId: null,
    });
  });

  it('when every field is sent, then each is stored and returned as sent', async () => {
    const response = await create({
      code: 'T',
      label: 't',
      description: 'd',
      status: 'IN_PROGRESS',
      priority: 'URGENT',
      dueDate: '2028-02-29',
      assignedTo: 'Ζωή Петрова',
      tagIds: [tagB, tagA, tagB],
      nomenclatureId: nomenclature,
    });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({
      status: 'IN_PROGRESS',
      priority: 'URGENT',
      dueDate: '2028-02-29',
      assignedTo: 'Ζωή Петрова',
      tagIds: [tagA, tagB],
      nomenclatureId: nomenclature,
    });
    expect(await json(await t.request('GET', `/api/v1/task/${body.id}`, { token: t.admin }))).toEqual(body);
  });

  for (const [name, field, value] of [
    ['an unknown status', 'status', 'STARTED'],
    ['a lower-case priority', 'priority', 'high'],
    ['an impossible date', 'dueDate', '2026-02-30'],
    ['a date with a time', 'dueDate', '2026-01-01T00:00:00Z'],
    ['a date without padding', 'dueDate', '2026-1-5'],
    ['a negative tag id', 'tagIds', [-1]],
    ['an unknown tag', 'tagIds', [987654]],
    ['an unknown nomenclature', 'nomenclatureId', 987654],
  ] as const) {
    it(`when created with ${name}, then 400 naming ${field} and nothing is stored`, async () => {
      const response = await create({ code: 'T', label: 't', [field]: value });
      expect(response.status).toBe(400);
      const problem = await json(response);
      expect(problem.errors.map((e: { path: string }) => e.path.split('[')[0])).toContain(field);
      expect(await json(await t.request('GET', '/api/v1/task', { token: t.admin }))).toEqual([]);
    });
  }

  it('when updated without the optional fields, then they return to their defaults (PUT replaces)', async () => {
    const { id } = await json(
      await create({ code: 'T', label: 't', status: 'DONE', tagIds: [tagA], nomenclatureId: nomenclature }),
    );
    const response = await t.request('PUT', `/api/v1/task/${id}`, {
      token: t.admin,
      json: { label: 'again' },
    });
    expect(await json(response)).toMatchObject({
      label: 'again',
      status: 'TODO',
      priority: 'NORMAL',
      tagIds: [],
      nomenclatureId: null,
    });
  });

  it('when an update points to an unknown tag, then 400 and the task keeps its fields', async () => {
    const created = await json(await create({ code: 'T', label: 't', tagIds: [tagA] }));
    const response = await t.request('PUT', `/api/v1/task/${created.id}`, {
      token: t.admin,
      json: { label: 'x', tagIds: [tagA, 424242] },
    });
    expect(response.status).toBe(400);
    expect(await json(await t.request('GET', `/api/v1/task/${created.id}`, { token: t.admin }))).toEqual(
      created,
    );
  });

  it('when a seed element references an unknown nomenclature, then 400 naming its index and nothing is stored', async () => {
    const response = await t.request('POST', '/api/v1/task/seed', {
      token: t.admin,
      json: [
        { code: 'ok', label: 'fine', tagIds: [tagA] },
        { code: 'bad', label: 'broken', nomenclatureId: 424242 },
      ],
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors.map((e: { path: string }) => e.path)).toEqual([
      '[1].nomenclatureId',
    ]);
    expect(await json(await t.request('GET', '/api/v1/task', { token: t.admin }))).toEqual([]);
  });

  it('when a template object is sent workflow fields, then 400: it has only the shared fields', async () => {
    const response = await t.request('POST', '/api/v1/domaintemplate', {
      token: t.admin,
      json: { code: 'D', label: 'd', status: 'TODO' },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors[0].path).toBe('status');
  });
});

import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/lists.md: the task list pages, sorts, filters, searches and counts. */
describeEachBackend('task list', (backend) => {
  const t = useTestApp(backend);
  let tags: Record<string, number>;
  let nomenclatures: Record<string, number>;

  const post = async (path: string, body: object) => {
    const response = await t.request('POST', path, { token: t.admin, json: body });
    expect(response.status).toBe(201);
    return (await json(response)).id as number;
  };
  const list = (query: string) => t.request('GET', `/api/v1/task${query}`, { token: t.admin });
  const codes = async (query: string) => {
    const response = await list(query);
    expect(response.status).toBe(200);
    return ((await json(response)) as { code: string }[]).map((task) => task.code);
  };

  beforeEach(async () => {
    tags = { red: await post('/api/v1/tag', { code: 'red', label: 'Red' }) };
    tags.blue = await post('/api/v1/tag', { code: 'blue', label: 'Blue' });
    nomenclatures = { root: await post('/api/v1/nomenclature', { code: 'root', label: 'Root' }) };
    nomenclatures.leaf = await post('/api/v1/nomenclature', {
      code: 'leaf',
      label: 'Leaf',
      parentId: nomenclatures.root,
    });
    const tasks = [
      { code: 'T1', label: 'Crème brûlée', status: 'DONE', priority: 'LOW', dueDate: '2026-03-01' },
      { code: 'T2', label: 'Buy milk', description: 'Whole milk, not skimmed', tagIds: [tags.red] },
      { code: 'T3', label: 'Καλημέρα', priority: 'URGENT', assignedTo: 'alice', tagIds: [tags.blue] },
      { code: 'T4', label: 'Write report', status: 'IN_PROGRESS', dueDate: '2026-01-15' },
      {
        code: 'T5',
        label: 'Review',
        nomenclatureId: nomenclatures.leaf,
        assignedTo: 'bob',
        priority: 'HIGH',
      },
      {
        code: 'T6',
        label: 'Plan',
        nomenclatureId: nomenclatures.root,
        dueDate: '2026-02-01',
        status: 'CANCELLED',
      },
    ];
    for (const task of tasks) await post('/api/v1/task', task);
  });

  it('when no parameter is given, then every active task in code order, with no Link or count', async () => {
    const response = await list('');
    expect(response.headers.get('link')).toBeNull();
    expect(response.headers.get('x-total-count')).toBeNull();
    expect(((await json(response)) as { code: string }[]).map((task) => task.code)).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
    ]);
  });

  it('when a limit is given, then pages follow their Link headers to the end, each task once', async () => {
    const seen: string[] = [];
    let next: string | null = '/api/v1/task?limit=4&sort=-code';
    let pages = 0;
    while (next) {
      const response = await t.request('GET', next, { token: t.admin });
      expect(response.status).toBe(200);
      seen.push(...((await json(response)) as { code: string }[]).map((task) => task.code));
      next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(['T6', 'T5', 'T4', 'T3', 'T2', 'T1']);
  });

  it('when sorted by a workflow field, then in workflow order with ties by ID, nulls last ascending', async () => {
    expect(await codes('?sort=status')).toEqual(['T2', 'T3', 'T5', 'T4', 'T1', 'T6']);
    expect(await codes('?sort=-priority')).toEqual(['T3', 'T5', 'T6', 'T4', 'T2', 'T1']);
    expect(await codes('?sort=dueDate')).toEqual(['T4', 'T6', 'T1', 'T2', 'T3', 'T5']);
    expect(await codes('?sort=-dueDate')).toEqual(['T5', 'T3', 'T2', 'T1', 'T6', 'T4']);
    expect(await codes('?sort=assignedTo&limit=1000')).toEqual(['T3', 'T5', 'T1', 'T2', 'T4', 'T6']);
    expect(await codes('?sort=label')).toEqual(['T2', 'T1', 'T6', 'T5', 'T4', 'T3']);
  });

  it('when paging a nullable sort key one row at a time, then values then nulls, each once', async () => {
    for (const sort of ['dueDate', '-dueDate', 'assignedTo', '-assignedTo']) {
      const whole = await codes(`?sort=${sort}`);
      const paged: string[] = [];
      let next: string | null = `/api/v1/task?sort=${sort}&limit=1`;
      while (next) {
        const response = await t.request('GET', next, { token: t.admin });
        paged.push(...((await json(response)) as { code: string }[]).map((task) => task.code));
        next = /^<([^>]+)>/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
      }
      expect(paged).toEqual(whole);
    }
  });

  it('when filtered, then only the tasks matching every filter, any of several values', async () => {
    expect(await codes('?status=DONE,CANCELLED')).toEqual(['T1', 'T6']);
    expect(await codes('?status=TODO&status=IN_PROGRESS&priority=NORMAL')).toEqual(['T2', 'T4']);
    expect(await codes(`?tagId=${tags.red}&tagId=${tags.blue}`)).toEqual(['T2', 'T3']);
    expect(await codes(`?nomenclatureId=${nomenclatures.root}`)).toEqual(['T6']);
    expect(await codes(`?nomenclatureId=${nomenclatures.root}&nomenclatureSubtree=true`)).toEqual([
      'T5',
      'T6',
    ]);
    expect(await codes('?assignedTo=bob')).toEqual(['T5']);
    expect(await codes('?dueBefore=2026-02-01')).toEqual(['T4']);
    expect(await codes('?dueAfter=2026-02-01')).toEqual(['T1']);
    expect(await codes('?modifiedSince=2000-01-01T00:00:00Z')).toHaveLength(6);
    expect(await codes('?modifiedSince=2200-01-01T00:00:00Z')).toEqual([]);
  });

  it('when searched, then words are matched by their beginning, without case or accents, all of them', async () => {
    expect(await codes('?q=creme')).toEqual(['T1']);
    expect(await codes('?q=BRÛL')).toEqual(['T1']);
    expect(await codes('?q=καλη')).toEqual(['T3']);
    expect(await codes('?q=milk%20skim')).toEqual(['T2']);
    expect(await codes('?q=milk%20report')).toEqual([]);
    expect(await codes('?q=t4')).toEqual(['T4']);
    expect(await codes('?q=re&sort=-code')).toEqual(['T5', 'T4']);
  });

  it('when count=true, then X-Total-Count holds every matching task, whatever the page', async () => {
    const response = await list('?status=TODO&limit=1&count=true');
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(await json(response)).toHaveLength(1);
    expect((await list('?count=true')).headers.get('x-total-count')).toBe('6');
  });

  it('when a task is archived or added between pages, then the walk neither repeats nor skips a kept one', async () => {
    const first = await list('?limit=3');
    expect(((await json(first)) as { code: string }[]).map((task) => task.code)).toEqual(['T1', 'T2', 'T3']);
    const ids = ((await json(await list(''))) as { id: number; code: string }[]).filter((task) =>
      ['T2', 'T4'].includes(task.code),
    );
    for (const { id } of ids) {
      expect((await t.request('DELETE', `/api/v1/task/${id}`, { token: t.admin })).status).toBe(204);
    }
    await post('/api/v1/task', { code: 'T0', label: 'before the cursor' });
    await post('/api/v1/task', { code: 'T55', label: 'after the cursor' });
    const next = /^<([^>]+)>/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const rest = await t.request('GET', next!, { token: t.admin });
    expect(((await json(rest)) as { code: string }[]).map((task) => task.code)).toEqual(['T5', 'T55', 'T6']);
  });

  it('when a parameter is unknown, malformed or out of range, then 400 naming it and nothing listed', async () => {
    const cases: [string, string][] = [
      ['?colour=red', 'colour'],
      ['?limit=0', 'limit'],
      ['?limit=1001', 'limit'],
      ['?limit=ten', 'limit'],
      ['?sort=colour', 'sort'],
      ['?status=SOON', 'status[0]'],
      ['?tagId=x', 'tagId[0]'],
      ['?dueBefore=2026-02-30', 'dueBefore'],
      ['?modifiedSince=yesterday', 'modifiedSince'],
      ['?modifiedSince=2999-01-01T00:00:00Z', 'modifiedSince'],
      ['?count=yes', 'count'],
      ['?q=%21%21', 'q'],
      ['?nomenclatureSubtree=true', 'nomenclatureSubtree'],
      ['?cursor=abc', 'cursor'],
      ['?limit=2&cursor=abc', 'cursor'],
    ];
    for (const [query, path] of cases) {
      const problem = await expectProblem(await list(query), 400);
      expect(
        problem.errors?.map((error) => error.path),
        query,
      ).toContain(path);
    }
  });

  it('when a cursor is used with another sort than it was made for, then 400 saying so', async () => {
    const link = (await list('?limit=2&sort=label')).headers.get('link') ?? '';
    const cursor = new URL(/^<([^>]+)>/.exec(link)![1]!, 'http://x').searchParams.get('cursor');
    const problem = await expectProblem(
      await list(`?limit=2&sort=code&cursor=${cursor}`),
      400,
      'LIST.INVALID_CURSOR',
    );
    expect(problem.errors).toEqual([{ path: 'cursor', message: 'was made for sort=label, not sort=code' }]);
  });
});

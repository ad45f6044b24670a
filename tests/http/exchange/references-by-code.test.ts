import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { createTestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { TASK_HEADER, TASKS } from './csv-exchange.js';

const TAGS = '/api/v1/tag';
const NOMENCLATURES = '/api/v1/nomenclature';

/** docs/api/exchange.md#references-by-code: task files that import on another instance. */
describeEachBackend('task references by code', (backend) => {
  const t = useTestApp(backend);
  const post = (path: string, body: unknown) => t.request('POST', path, { token: t.admin, json: body });
  const postCsv = (path: string, body: string) =>
    t.request('POST', path, { token: t.admin, body, headers: { 'Content-Type': 'text/csv' } });
  const get = (path: string) => t.request('GET', path, { token: t.admin });

  /** Tags A and B and nomenclature N, created in an order that gives B the lower ID. */
  async function taxonomy() {
    const b = await json(await post(TAGS, { code: 'B;2', label: 'b' }));
    const a = await json(await post(TAGS, { code: 'A', label: 'a' }));
    const n = await json(await post(NOMENCLATURES, { code: 'N', label: 'n' }));
    return { a, b, n };
  }

  it('when exported with codes=true, then each task names its references by code too; without, the contract answer', async () => {
    const { a, b, n } = await taxonomy();
    await post(TASKS, { code: 'T', label: 't', tagIds: [a.id, b.id], nomenclatureId: n.id });
    await post(TASKS, { code: 'U', label: 'u' });
    const plain = await json(await get(`${TASKS}/export.json`));
    expect(plain[0]).not.toHaveProperty('tagCodes');
    expect(plain).toEqual(await json(await get(TASKS)));
    const coded = await json(await get(`${TASKS}/export.json?codes=true`));
    expect(
      coded.map((task: { tagCodes: string[]; nomenclatureCode: string | null }) => [
        task.tagCodes,
        task.nomenclatureCode,
      ]),
    ).toEqual([
      [['B;2', 'A'], 'N'],
      [[], null],
    ]);
    const csv = (await (await get(`${TASKS}/export.csv?codes=true`)).text()).split('\r\n');
    expect(csv[0]).toBe(`${TASK_HEADER},tagCodes,nomenclatureCode`);
    expect(csv[1]).toMatch(/,B\\;2;A,N$/);
    expect((await (await get(`${TASKS}/export.csv`)).text()).split('\r\n')[0]).toBe(TASK_HEADER);
    await expectProblem(await get(`${TASKS}/export.json?codes=yes`), 400);
  });

  it('when a file from another instance is imported, then the codes decide over the IDs it carries', async () => {
    const { a, b, n } = await taxonomy();
    const answer = await post(`${TASKS}/import.json`, [
      {
        code: 'T',
        label: 't',
        tagIds: [999],
        tagCodes: ['A', 'B;2'],
        nomenclatureId: 999,
        nomenclatureCode: 'N',
      },
      { code: 'U', label: 'u', tagIds: [a.id], tagCodes: [], nomenclatureCode: null },
    ]);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const [first, second] = await json(answer);
    expect(first).toMatchObject({ tagIds: [b.id, a.id].sort((x, y) => x - y), nomenclatureId: n.id });
    expect(second).toMatchObject({ tagIds: [a.id], nomenclatureId: null });
  });

  it('when a CSV names references by code, then they are resolved, a semicolon in a code escaped', async () => {
    const { a, b, n } = await taxonomy();
    const answer = await postCsv(
      `${TASKS}/import.csv?columns=named`,
      'code,label,tagCodes,nomenclatureCode\r\nT,t,A;B\\;2,N\r\n',
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
    expect((await json(answer))[0]).toMatchObject({
      tagIds: [b.id, a.id].sort((x, y) => x - y),
      nomenclatureId: n.id,
    });
  });

  it('when a code names nothing, then 400 naming every such reference and nothing is stored', async () => {
    await taxonomy();
    const problem = await expectProblem(
      await post(`${TASKS}/import.json`, [
        { code: 'T', label: 't', tagCodes: ['A', 'NOPE'] },
        { code: 'U', label: 'u', nomenclatureCode: 'GONE' },
      ]),
      400,
      'RECORD.INVALID_REFERENCE',
    );
    expect(problem.errors).toEqual([
      { path: '[0].tagCodes', message: 'no tag has the code(s) "NOPE"' },
      { path: '[1].nomenclatureCode', message: 'no nomenclature has the code "GONE"' },
    ]);
    expect(await json(await get(TASKS))).toEqual([]);
  });

  it('when coded exports move to a fresh instance whose IDs differ, then every task keeps its references', async () => {
    const { a, b, n } = await taxonomy();
    await post(TASKS, { code: 'T', label: 't', tagIds: [a.id, b.id], nomenclatureId: n.id });
    const files = {
      tags: await json(await get(`${TAGS}/export.json`)),
      nomenclatures: await json(await get(`${NOMENCLATURES}/export.json`)),
      tasks: await json(await get(`${TASKS}/export.json?codes=true`)),
    };
    const other = await createTestApp('memory');
    try {
      const token = await other.adminToken();
      const send = (path: string, body: unknown) => other.request('POST', path, { token, json: body });
      await send(TAGS, { code: 'FILLER', label: 'takes the first ID' });
      expect((await send(`${TAGS}/import.json`, files.tags.reverse())).status).toBe(201);
      expect((await send(`${NOMENCLATURES}/import.json`, files.nomenclatures)).status).toBe(201);
      expect((await send(`${TASKS}/import.json`, files.tasks)).status).toBe(201);
      const there = async (path: string) => json(await other.request('GET', path, { token }));
      const codeOf = new Map(
        (await there(TAGS)).map((tag: { id: number; code: string }) => [tag.id, tag.code]),
      );
      const [task] = await there(TASKS);
      expect(task.tagIds.map((id: number) => codeOf.get(id)).sort()).toEqual(['A', 'B;2']);
      expect(task.tagIds).not.toEqual(files.tasks[0].tagIds);
      expect((await there(`${NOMENCLATURES}/${task.nomenclatureId}`)).code).toBe('N');
    } finally {
      await other.close();
    }
  });
});

import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { codedListCases } from '../../support/coded-list-cases.js';
import { expectProblem, json } from '../../support/http.js';
import { listed } from '../../support/list-pages.js';
import { useTestApp } from '../../support/use-test-app.js';

const NOMENCLATURES = '/api/v1/nomenclature';

/** docs/api/lists.md#nomenclatures: the coded list cases, and the children of an entry or the roots. */
describeEachBackend('nomenclature list', (backend) => {
  const t = useTestApp(backend);
  codedListCases(t, NOMENCLATURES);

  const create = async (code: string, parentId?: number) => {
    const response = await t.request('POST', NOMENCLATURES, {
      token: t.admin,
      json: { code, label: code, parentId },
    });
    expect(response.status).toBe(201);
    return (await json(response)).id as number;
  };

  it('when parentId is given, then only its children; parentId=none: only the roots', async () => {
    const root = await create('root');
    const child = await create('child', root);
    await create('grandchild', child);
    await create('sibling', root);
    expect(await listed(t, `${NOMENCLATURES}?parentId=${root}`, 'code')).toEqual(['child', 'sibling']);
    expect(await listed(t, `${NOMENCLATURES}?parentId=${child}&q=grand`, 'code')).toEqual(['grandchild']);
    expect(await listed(t, `${NOMENCLATURES}?parentId=none`, 'code')).toEqual([
      'A1',
      'B4',
      'b2',
      'c3',
      'root',
    ]);
    const problem = await expectProblem(
      await t.request('GET', `${NOMENCLATURES}?parentId=roots`, { token: t.admin }),
      400,
    );
    expect(problem.errors?.map((error) => error.path)).toContain('parentId');
  });
});

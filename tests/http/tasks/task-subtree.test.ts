import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** Levels of the chain a subtree is listed from: where a badly planned recursive query took seconds. */
const DEPTH = 5000;

/** docs/api/lists.md#tasks: `nomenclatureSubtree=true` lists the tasks filed under a node or below it. */
describeEachBackend('task list by nomenclature subtree', (backend) => {
  const t = useTestApp(backend);

  const nomenclature = async (code: string, parentId: number | null = null) => {
    const response = await t.request('POST', '/api/v1/nomenclature', {
      token: t.admin,
      json: { code, label: code, parentId },
    });
    expect(response.status).toBe(201);
    return (await json(response)).id as number;
  };
  const task = async (code: string, nomenclatureId: number | null) => {
    const response = await t.request('POST', '/api/v1/task', {
      token: t.admin,
      json: { code, label: code, nomenclatureId },
    });
    expect(response.status).toBe(201);
  };
  const move = (id: number, parentId: number | null) =>
    t.request('PUT', `/api/v1/nomenclature/${id}`, { token: t.admin, json: { label: 'moved', parentId } });
  /** The codes under `id`, the same whole, counted and one page at a time. */
  const subtree = async (id: number) => {
    const path = `/api/v1/task?nomenclatureId=${id}&nomenclatureSubtree=true`;
    const whole = await t.request('GET', `${path}&count=true`, { token: t.admin });
    expect(whole.status).toBe(200);
    const codes = ((await json(whole)) as { code: string }[]).map((item) => item.code);
    expect(whole.headers.get('x-total-count')).toBe(String(codes.length));
    const paged: string[] = [];
    let next: string | null = `${path}&limit=1`;
    while (next) {
      const response = await t.request('GET', next, { token: t.admin });
      paged.push(...((await json(response)) as { code: string }[]).map((item) => item.code));
      next = /^<([^>]+)>/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    }
    expect(paged).toEqual(codes);
    return codes;
  };

  it('when nomenclatures are moved, then each subtree lists the tasks filed under it as the tree now stands', async () => {
    const a = await nomenclature('A');
    const b = await nomenclature('B', a);
    const c = await nomenclature('C', b);
    const d = await nomenclature('D');
    for (const [code, on] of [
      ['tA', a],
      ['tB', b],
      ['tC', c],
      ['tD', d],
      ['tX', null],
    ] as const) {
      await task(code, on);
    }
    expect(await subtree(a)).toEqual(['tA', 'tB', 'tC']);
    expect(await subtree(d)).toEqual(['tD']);

    expect((await move(b, d)).status).toBe(200);
    expect(await subtree(a)).toEqual(['tA']);
    expect(await subtree(d)).toEqual(['tB', 'tC', 'tD']);
    expect(await subtree(b)).toEqual(['tB', 'tC']);

    expect((await move(c, null)).status).toBe(200);
    expect(await subtree(d)).toEqual(['tB', 'tD']);
    expect(await subtree(c)).toEqual(['tC']);

    expect((await move(d, c)).status).toBe(200);
    expect(await subtree(c)).toEqual(['tB', 'tC', 'tD']);

    // C → D → B would close a cycle: refused, and every subtree stays as it was.
    await expectProblem(await move(c, b), 400, 'NOMENCLATURE.CYCLE');
    expect(await subtree(c)).toEqual(['tB', 'tC', 'tD']);
    expect(await subtree(b)).toEqual(['tB']);
    expect(await subtree(a)).toEqual(['tA']);
  });

  it(`when the tree is a chain of ${DEPTH} levels, then a subtree from any level lists the tasks at and below it`, async () => {
    const code = (level: number) => `L${String(level).padStart(5, '0')}`;
    // Imported as roots first, then given their parents, which are stored by then: two writes of
    // 5 000 rows each, where one import would write the chain one level at a time.
    const levels = Array.from({ length: DEPTH }, (_, level) => ({
      code: code(level),
      label: `Level ${level}`,
    }));
    const chain = levels.map((entry, level) => ({
      ...entry,
      parentCode: level > 0 ? code(level - 1) : null,
    }));
    let imported: Response | undefined;
    for (const body of [levels, chain]) {
      imported = await t.request('POST', '/api/v1/nomenclature/import.json', { token: t.admin, json: body });
      expect(imported.status).toBe(201);
    }
    const ids = new Map(
      ((await json(imported!)) as { id: number; code: string }[]).map((entry) => [entry.code, entry.id]),
    );
    const at = (level: number) => ids.get(code(level))!;
    await task('deepest', at(DEPTH - 1));
    await task('middle', at(DEPTH / 2));
    await task('top', at(0));

    expect(await subtree(at(0))).toEqual(['deepest', 'middle', 'top']);
    expect(await subtree(at(1))).toEqual(['deepest', 'middle']);
    expect(await subtree(at(DEPTH / 2 + 1))).toEqual(['deepest']);
    expect(await subtree(at(DEPTH - 1))).toEqual(['deepest']);
  }, 120_000);
});

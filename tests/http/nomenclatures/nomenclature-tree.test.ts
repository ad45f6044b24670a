import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

describeEachBackend('nomenclature tree', (backend) => {
  const t = useTestApp(backend);

  const create = async (code: string, parentId: number | null = null) =>
    (
      await json(
        await t.request('POST', '/api/v1/nomenclature', {
          token: t.admin,
          json: { code, label: code, parentId },
        }),
      )
    ).id as number;
  const reparent = (id: number, parentId: number | null) =>
    t.request('PUT', `/api/v1/nomenclature/${id}`, { token: t.admin, json: { label: 'moved', parentId } });

  it('when created under a parent, then parentId is returned; an unknown parent is 400', async () => {
    const root = await create('root');
    const child = await json(
      await t.request('GET', `/api/v1/nomenclature/${await create('child', root)}`, { token: t.admin }),
    );
    expect(child.parentId).toBe(root);
    const orphan = await t.request('POST', '/api/v1/nomenclature', {
      token: t.admin,
      json: { code: 'orphan', label: 'o', parentId: 424242 },
    });
    expect(orphan.status).toBe(400);
    expect((await json(orphan)).errors[0].path).toBe('parentId');
  });

  describe('cycles', () => {
    it('when an entry is made its own parent, then 400 and the tree is unchanged', async () => {
      const a = await create('a');
      const response = await reparent(a, a);
      expect(response.status).toBe(400);
      expect((await json(response)).code).toBe('NOMENCLATURE.CYCLE');
      expect(
        (await json(await t.request('GET', `/api/v1/nomenclature/${a}`, { token: t.admin }))).parentId,
      ).toBeNull();
    });

    it('when two entries would be each other’s parent, then 400 naming the cycle by code, not by ID', async () => {
      const a = await create('HW');
      const b = await create('LAPTOPS', a);
      const response = await reparent(a, b);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        code: 'NOMENCLATURE.CYCLE',
        detail: 'Invalid parent: would make a cycle: HW → LAPTOPS → HW',
        errors: [{ path: 'parentId', message: 'would make a cycle: HW → LAPTOPS → HW' }],
      });
    });

    it('when a root would move under the leaf of a 5000-entry chain, then 400 under 4 KB naming the ends and the count', async () => {
      // Roots first, then each re-parented under the one before: an import of stored entries is one group.
      const code = (i: number) => `N${String(i).padStart(4, '0')}`;
      const roots = Array.from({ length: 5000 }, (_, i) => ({ code: code(i), label: 'n' }));
      const importJson = (body: object[]) =>
        t.request('POST', '/api/v1/nomenclature/import.json', { token: t.admin, json: body });
      expect((await importJson(roots)).status).toBe(201);
      const imported = await importJson(
        roots.map((entry, i) => (i > 0 ? { ...entry, parentCode: code(i - 1) } : entry)),
      );
      expect(imported.status).toBe(201);
      const ids: number[] = (await json(imported)).map((entry: { id: number }) => entry.id);
      const [root, leaf] = [ids[0]!, ids.at(-1)!];
      const response = await reparent(root, leaf);
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(new TextEncoder().encode(text).byteLength).toBeLessThan(4096);
      const named = [0, 4999, 4998, 4997].map(code).join(' → ');
      const message = `would make a cycle of 5000 nomenclatures: ${named} → … → ${code(2)} → ${code(1)} → ${code(0)}`;
      expect(JSON.parse(text)).toMatchObject({
        code: 'NOMENCLATURE.CYCLE',
        detail: `Invalid parent: ${message}`,
        errors: [{ path: 'parentId', message }],
      });
    }, 60_000);

    it('when a root would move under its grandchild, then 400; moving it elsewhere works', async () => {
      const a = await create('a');
      const b = await create('b', a);
      const c = await create('c', b);
      const other = await create('other');
      expect((await reparent(a, c)).status).toBe(400);
      expect((await reparent(a, other)).status).toBe(200);
      expect((await reparent(a, null)).status).toBe(200);
    });
  });

  it('when an entry has children, then delete is 409 until they are gone', async () => {
    const parent = await create('parent');
    const child = await create('child', parent);
    const response = await t.request('DELETE', `/api/v1/nomenclature/${parent}`, { token: t.admin });
    expect(response.status).toBe(409);
    expect((await json(response)).code).toBe('NOMENCLATURE.IN_USE');
    expect((await t.request('DELETE', `/api/v1/nomenclature/${child}`, { token: t.admin })).status).toBe(204);
    expect((await t.request('DELETE', `/api/v1/nomenclature/${parent}`, { token: t.admin })).status).toBe(
      204,
    );
  });
});

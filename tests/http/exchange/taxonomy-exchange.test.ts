import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const TAGS = '/api/v1/tag';
const NOMENCLATURES = '/api/v1/nomenclature';
const RECORD_HEADER = 'id,code,label,description,createdDate,lastModifiedDate';

interface Entry {
  id: number;
  code: string;
  parentId: number | null;
  parentCode: string | null;
}

/** docs/api/exchange.md#taxonomy-exchange: tags and nomenclatures import and export like the other resources. */
describeEachBackend('taxonomy import and export', (backend) => {
  const t = useTestApp(backend);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request('POST', path, { token: t.admin, json: body, headers });
  const postCsv = (path: string, body: string) =>
    t.request('POST', path, { token: t.admin, body, headers: { 'Content-Type': 'text/csv' } });
  const get = async (path: string) => json(await t.request('GET', path, { token: t.admin }));
  const tree = async () =>
    Object.fromEntries(
      ((await get(`${NOMENCLATURES}/export.json`)) as Entry[]).map((e) => [e.code, e.parentCode]),
    );

  describe('tags', () => {
    it('when imported as JSON, then new codes are created, known ones updated, in file order, and the export reads them back', async () => {
      const urgent = await json(await post(TAGS, { code: 'URGENT', label: 'Urgent' }));
      const answer = await post(`${TAGS}/import.json`, [
        { code: 'WAITING', label: 'Waiting', description: 'on someone' },
        { ...urgent, label: 'Very urgent' },
      ]);
      expect(answer.status).toBe(201);
      const stored = await json(answer);
      expect(stored.map((tag: { code: string; label: string }) => [tag.code, tag.label])).toEqual([
        ['WAITING', 'Waiting'],
        ['URGENT', 'Very urgent'],
      ]);
      expect(stored[1]).toMatchObject({ id: urgent.id, createdDate: urgent.createdDate, createdBy: 'admin' });
      const exported = await t.request('GET', `${TAGS}/export.json`, { token: t.admin });
      expect(exported.headers.get('content-disposition')).toBe('attachment; filename="tags.json"');
      expect(await json(exported)).toEqual(await get(TAGS));
      const again = await post(`${TAGS}/import.json`, await get(`${TAGS}/export.json`), {
        Prefer: 'return=minimal',
      });
      expect(await json(again)).toEqual({ created: 0, updated: 2, total: 2 });
    });

    it('when exported as CSV and imported with a partial header and ?columns=named, then the columns it names are set', async () => {
      await post(TAGS, { code: 'A', label: 'Müller', description: 'x, "y"' });
      const csv = await (await t.request('GET', `${TAGS}/export.csv?bom=true`, { token: t.admin })).text();
      const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
      expect(header).toBe(RECORD_HEADER);
      expect(row).toMatch(/^\d+,A,Müller,"x, ""y""",/);
      const imported = await postCsv(
        `${TAGS}/import.csv?columns=named`,
        'label,code\r\nRenamed,A\r\nNew,B\r\n',
      );
      expect(imported.status).toBe(201);
      expect(
        (await get(TAGS)).map((tag: { code: string; label: string; description: string | null }) => [
          tag.code,
          tag.label,
          tag.description,
        ]),
      ).toEqual([
        ['A', 'Renamed', null],
        ['B', 'New', null],
      ]);
    });

    it('when rows have several bad cells, then every one is named and nothing is stored', async () => {
      const problem = await expectProblem(
        await postCsv(`${TAGS}/import.csv?columns=named`, `code,label\r\n" bad",\r\nGOOD,ok\r\nGOOD, \r\n`),
        400,
        'RECORD.INVALID_BATCH',
      );
      expect(problem.errors).toEqual([
        { path: 'line 2: code', message: 'must not start or end with whitespace' },
        { path: 'line 2: label', message: 'must not be blank' },
        { path: 'line 4: label', message: 'must not be blank' },
      ]);
      expect(problem.detail).toBe('2 invalid element(s), 3 error(s); nothing was stored');
      expect(await get(TAGS)).toEqual([]);
    });

    it('when a USER imports or exports, then the export is allowed and the import is a 403', async () => {
      const user = await t.createUser({ username: 'reader' });
      const token = await user.token();
      expect((await t.request('GET', `${TAGS}/export.csv`, { token })).status).toBe(200);
      const denied = await t.request('POST', `${TAGS}/import.json`, {
        token,
        json: [{ code: 'A', label: 'a' }],
      });
      expect(denied.status).toBe(403);
    });
  });

  describe('nomenclatures', () => {
    it('when children come before their parents, named by code, then the tree is built and answered with parent codes', async () => {
      const answer = await post(`${NOMENCLATURES}/import.json`, [
        { code: 'CABLES', label: 'Cables', parentCode: 'HARDWARE' },
        { code: 'USB', label: 'USB', parentCode: 'CABLES' },
        { code: 'HARDWARE', label: 'Hardware' },
      ]);
      expect(answer.status, await answer.clone().text()).toBe(201);
      const stored = (await json(answer)) as Entry[];
      expect(stored.map((e) => [e.code, e.parentCode])).toEqual([
        ['CABLES', 'HARDWARE'],
        ['USB', 'CABLES'],
        ['HARDWARE', null],
      ]);
      expect(stored[0]!.parentId).toBe(stored[2]!.id);
      expect(stored[1]!.parentId).toBe(stored[0]!.id);
      expect(await get(`${NOMENCLATURES}/${stored[1]!.id}`)).toMatchObject({ parentId: stored[0]!.id });
    });

    it('when an element names its parent by ID and by code, then the code decides', async () => {
      const a = await json(await post(NOMENCLATURES, { code: 'A', label: 'a' }));
      await post(NOMENCLATURES, { code: 'B', label: 'b' });
      const answer = await post(`${NOMENCLATURES}/import.json`, [
        { code: 'C', label: 'c', parentId: a.id, parentCode: 'B' },
        { code: 'D', label: 'd', parentId: a.id },
      ]);
      expect(answer.status).toBe(201);
      expect(await tree()).toEqual({ A: null, B: null, C: 'B', D: 'A' });
    });

    it('when the file closes a cycle, among its entries or through stored ones, then 400 naming it and nothing changes', async () => {
      const root = await json(await post(NOMENCLATURES, { code: 'ROOT', label: 'root' }));
      await post(NOMENCLATURES, { code: 'CHILD', label: 'child', parentId: root.id });
      const before = await get(`${NOMENCLATURES}/export.json`);
      const problem = await expectProblem(
        await post(`${NOMENCLATURES}/import.json`, [
          { code: 'X', label: 'x', parentCode: 'Y' },
          { code: 'Y', label: 'y', parentCode: 'X' },
          { code: 'SELF', label: 'self', parentCode: 'SELF' },
          { code: 'ROOT', label: 'root', parentCode: 'CHILD' },
        ]),
        400,
        'NOMENCLATURE.CYCLE',
      );
      expect(problem.errors).toEqual([
        { path: '[0].parentCode', message: 'would make a cycle: X → Y → X' },
        { path: '[2].parentCode', message: 'cannot be the nomenclature itself' },
        { path: '[3].parentCode', message: 'would make a cycle: ROOT → CHILD → ROOT' },
      ]);
      expect(await get(`${NOMENCLATURES}/export.json`)).toEqual(before);
    });

    it('when a parent is unknown by code or by ID, then 400 naming each and nothing is stored', async () => {
      const problem = await expectProblem(
        await postCsv(
          `${NOMENCLATURES}/import.csv?columns=named`,
          'code,label,parentId,parentCode\r\nA,a,,NOPE\r\nB,b,999999,\r\nC,c,x,\r\n',
        ),
        400,
      );
      expect(problem.errors).toEqual([
        { path: 'line 4: parentId', message: 'must be a positive integer ID' },
      ]);
      const unknown = await expectProblem(
        await postCsv(
          `${NOMENCLATURES}/import.csv?columns=named`,
          'code,label,parentId,parentCode\r\nA,a,,NOPE\r\nB,b,999999,\r\n',
        ),
        400,
        'RECORD.INVALID_REFERENCE',
      );
      expect(unknown.errors).toEqual([
        { path: 'line 2: parentCode', message: 'no nomenclature has the code "NOPE"' },
        { path: 'line 3: parentId', message: 'refers to nomenclature 999999, which does not exist' },
      ]);
      expect(await get(NOMENCLATURES)).toEqual([]);
    });

    it('when a CSV export is imported where the IDs differ, then the same tree is rebuilt by code', async () => {
      await post(`${NOMENCLATURES}/import.json`, [
        { code: 'HARDWARE', label: 'Hardware' },
        { code: 'CABLES', label: 'Cables', parentCode: 'HARDWARE' },
      ]);
      const csv = await (await t.request('GET', `${NOMENCLATURES}/export.csv`, { token: t.admin })).text();
      const [header, ...rows] = csv.split('\r\n');
      expect(header).toBe(`${RECORD_HEADER},parentId,parentCode`);
      expect(rows[0]).toMatch(/^\d+,CABLES,Cables,,[^,]+,[^,]+,\d+,HARDWARE$/);
      for (const entry of (await get(NOMENCLATURES)).reverse()) {
        await t.request('DELETE', `${NOMENCLATURES}/${entry.id}`, { token: t.admin });
      }
      await post(NOMENCLATURES, { code: 'OTHER', label: 'takes the next ID' });
      const imported = await postCsv(`${NOMENCLATURES}/import.csv`, csv);
      expect(imported.status, await imported.clone().text()).toBe(201);
      expect(await tree()).toEqual({ CABLES: 'HARDWARE', HARDWARE: null, OTHER: null });
    });

    it('when a chain of a thousand entries comes leaves first, then every link is stored', async () => {
      const depth = 1000;
      const elements = Array.from({ length: depth }, (_, i) => ({
        code: `N${depth - i}`,
        label: `level ${depth - i}`,
        parentCode: depth - i > 1 ? `N${depth - i - 1}` : null,
      }));
      const answer = await post(`${NOMENCLATURES}/import.json`, elements, { Prefer: 'return=minimal' });
      expect(await json(answer)).toEqual({ created: depth, updated: 0, total: depth });
      const links = await tree();
      expect(links.N1).toBeNull();
      expect(links.N1000).toBe('N999');
      expect(Object.values(links).filter((parent) => parent === null)).toHaveLength(1);
    });
  });
});

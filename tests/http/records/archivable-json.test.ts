import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Text that needs escaping, and non-Latin scripts. */
const TRICKY = 'Ελληνικά, "кириллица"\r\nsecond line, \\ and \t';

/** What an export must carry over to another database: everything but ids, times and actors. */
function business(record: Record<string, unknown>) {
  const {
    id: _id,
    createdDate: _c,
    lastModifiedDate: _m,
    createdBy: _cb,
    lastModifiedBy: _mb,
    ...rest
  } = record;
  return rest;
}

/** docs/api/exchange.md#json-round-trip: JSON import and export; roles and downloads of all four exchange routes. */
for (const { name, base, file, sample } of [
  {
    name: 'tasks',
    base: '/api/v1/task',
    file: 'tasks',
    sample: { status: 'DONE', priority: 'URGENT', dueDate: '2026-12-31', assignedTo: 'Ann, B.' },
  },
  { name: 'template objects', base: '/api/v1/domaintemplate', file: 'domaintemplates', sample: {} },
]) {
  describeEachBackend(`${name} JSON import and export`, (backend) => {
    const t = useTestApp(backend);

    const create = (body: object) => t.request('POST', base, { token: t.admin, json: body });
    const importJson = (body: unknown, on: TestApp = t, token = t.admin) =>
      on.request('POST', `${base}/import.json`, { token, json: body });
    const exportJson = async (on: TestApp = t, token = t.admin) =>
      json(await on.request('GET', `${base}/export.json`, { token }));

    it('when imported, then new codes are created, active codes updated, archived codes made anew', async () => {
      const kept = await json(await create({ code: 'KEEP', label: 'old', description: 'old' }));
      const gone = await json(await create({ code: 'GONE', label: 'old' }));
      await t.request('DELETE', `${base}/${gone.id}`, { token: t.admin });
      const response = await importJson([
        { code: 'NEW', label: 'new', description: TRICKY, ...sample, id: 12345, createdBy: 'mallory' },
        { code: 'KEEP', label: 'updated', description: null },
        { code: 'GONE', label: 'revived' },
      ]);
      expect(response.status).toBe(201);
      const stored = await json(response);
      expect(stored.map((r: { code: string }) => r.code)).toEqual(['NEW', 'KEEP', 'GONE']);
      expect(stored[0]).toMatchObject({ label: 'new', description: TRICKY, ...sample, createdBy: 'admin' });
      expect(stored[0].id).not.toBe(12345);
      expect(stored[1]).toMatchObject({ id: kept.id, label: 'updated', description: null });
      expect(stored[1].createdDate).toBe(kept.createdDate);
      expect(stored[2].id).not.toBe(gone.id);
      expect((await exportJson()).map((r: { code: string }) => r.code)).toEqual(['GONE', 'KEEP', 'NEW']);
    });

    it('when an element is invalid, then 400 naming its index and the database is exactly as before', async () => {
      await create({ code: 'EXISTING', label: 'untouched' });
      const before = await exportJson();
      const response = await importJson([
        { code: 'OK', label: 'fine' },
        { code: 'EXISTING', label: 'would change' },
        { code: 'BAD', label: ' ' },
      ]);
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual([{ path: '[2].label', message: 'must not be blank' }]);
      expect(await exportJson()).toEqual(before);
    });

    it('when the same code appears twice, then 400 naming the second and nothing is stored', async () => {
      const response = await importJson([
        { code: 'TWICE', label: 'a' },
        { code: 'TWICE', label: 'b' },
      ]);
      expect(response.status).toBe(400);
      expect((await json(response)).errors[0].path).toBe('[1].code');
      expect(await exportJson()).toEqual([]);
    });

    it('when the body is not an array or not JSON, then 400', async () => {
      expect((await importJson({ code: 'x', label: 'x' })).status).toBe(400);
      const text = await t.request('POST', `${base}/import.json`, {
        token: t.admin,
        body: 'code,label\nx,x\n',
        headers: { 'Content-Type': 'text/csv' },
      });
      expect(text.status).toBe(400);
    });

    it('when exported, then a download of every active record in code order with audit actors and µs timestamps', async () => {
      for (const code of ['b', 'B', '_a', 'Zeta']) await create({ code, label: `label ${code}` });
      const archived = await json(await create({ code: 'a', label: 'archived' }));
      await t.request('DELETE', `${base}/${archived.id}`, { token: t.admin });
      const response = await t.request('GET', `${base}/export.json`, { token: t.admin });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}.json"`);
      const body = await json(response);
      expect(body.map((r: { code: string }) => r.code)).toEqual(['B', 'Zeta', '_a', 'b']);
      expect(body).toEqual(await json(await t.request('GET', base, { token: t.admin })));
      expect(body[0]).toMatchObject({ createdBy: 'admin', lastModifiedBy: 'admin' });
      expect(body[0].createdDate).toMatch(TIMESTAMP);
    });

    it('when nothing is active, then the export is an empty array', async () => {
      const response = await t.request('GET', `${base}/export.json`, { token: t.admin });
      expect(await response.text()).toBe('[]');
    });

    it('when export.json is imported into a fresh database and into the same one, then the state is reproduced', async () => {
      await importJson([
        { code: 'Ω-1', label: 'Омега, "последняя"', description: TRICKY, ...sample },
        { code: 'A-2', label: 'Ετικέτα' },
      ]);
      const exported = await exportJson();
      const other = await createTestApp(backend);
      try {
        const otherAdmin = await other.adminToken();
        expect((await importJson(exported, other, otherAdmin)).status).toBe(201);
        expect((await exportJson(other, otherAdmin)).map(business)).toEqual(exported.map(business));
      } finally {
        await other.close();
      }
      const again = await importJson(exported);
      expect(again.status).toBe(201);
      const after = await exportJson();
      expect(after.map(business)).toEqual(exported.map(business));
      expect(after.map((r: { id: number }) => r.id)).toEqual(exported.map((r: { id: number }) => r.id));
    });

    it('when a USER calls, then both exports work and both imports are 403', async () => {
      await create({ code: 'R', label: 'r' });
      const token = await (await t.createUser({ username: 'reader' })).token();
      const csv = await t.request('GET', `${base}/export.csv`, { token });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${file}.csv"`);
      expect(await exportJson(t, token)).toHaveLength(1);
      expect((await importJson([{ code: 'U', label: 'u' }], t, token)).status).toBe(403);
      const csvImport = await t.request('POST', `${base}/import.csv`, {
        token,
        body: 'id,code,label,description,createdDate,lastModifiedDate\n,U,u,,,\n',
        headers: { 'Content-Type': 'text/csv' },
      });
      expect(csvImport.status).toBe(403);
      expect(await exportJson()).toHaveLength(1);
    });

    it('when called without a token, then every exchange route is 401', async () => {
      for (const [method, path] of [
        ['POST', 'import.json'],
        ['POST', 'import.csv'],
        ['GET', 'export.json'],
        ['GET', 'export.csv'],
      ] as const) {
        const response = await t.request(method, `${base}/${path}`);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
      }
    });
  });
}

describeEachBackend(
  'exchange routes in the OpenAPI document',
  (backend) => {
    it('when the document is read, then each exchange route has its media types, roles and errors', async () => {
      const t = await createTestApp(backend);
      try {
        const { paths } = await json(await t.request('GET', '/openapi.json'));
        for (const base of ['/api/v1/task', '/api/v1/domaintemplate']) {
          const importCsv = paths[`${base}/import.csv`].post;
          expect(Object.keys(importCsv.requestBody.content)).toEqual(['text/csv']);
          expect(Object.keys(importCsv.responses)).toEqual([
            '201',
            '400',
            '401',
            '403',
            '409',
            '413',
            '415',
            '429',
            '500',
            '503',
            '507',
          ]);
          expect(Object.keys(paths[`${base}/import.json`].post.requestBody.content)).toEqual([
            'application/json',
          ]);
          const exportCsv = paths[`${base}/export.csv`].get;
          expect(Object.keys(exportCsv.responses[200].content)).toEqual(['text/csv']);
          expect(exportCsv.responses[200].headers).toHaveProperty('Content-Disposition');
          expect(Object.keys(exportCsv.responses)).toEqual(['200', '400', '401', '403', '429', '500', '503']);
          expect(paths[`${base}/export.json`].get.security).toEqual([{ bearerAuth: [] }]);
        }
      } finally {
        await t.close();
      }
    });
  },
  ['memory'],
);

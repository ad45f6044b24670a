import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { badgeApi } from '../badges/badge-api.js';

const HEADER = 'id,code,label,description,createdDate,lastModifiedDate';

/** docs/api/exchange.md: import (upsert by code, all or nothing) and export of badges and companies. */
for (const { name, base, file } of [
  { name: 'badges', base: '/api/v1/badge', file: 'badges' },
  { name: 'companies', base: '/api/v1/company', file: 'companies' },
]) {
  describeEachBackend(`${name} import and export`, (backend) => {
    const t = useTestApp(backend);
    const api = badgeApi(t, () => t.admin);

    const importCsv = (body: string) => api.postCsv(`${base}/import.csv`, body);

    describe('export', () => {
      it('when exported as JSON, then the list in code order as an attachment', async () => {
        for (const code of ['b', 'A']) await api.create(base, { code, label: code });
        const response = await api.get(`${base}/export.json`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}.json"`);
        expect(await json(response)).toEqual(await api.read(base));
      });

      it('when exported as CSV, then the exact header, CRLF rows, empty cell for null, as an attachment', async () => {
        const a = await api.create(base, { code: 'A', label: 'Plain' });
        const response = await api.get(`${base}/export.csv`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}.csv"`);
        expect(await response.text()).toBe(
          `${HEADER}\r\n${a.id},A,Plain,,${a.createdDate},${a.lastModifiedDate}\r\n`,
        );
      });

      it('when there is nothing, then the CSV is the header alone and the JSON an empty array', async () => {
        expect(await (await api.get(`${base}/export.csv`)).text()).toBe(`${HEADER}\r\n`);
        expect(await json(await api.get(`${base}/export.json`))).toEqual([]);
      });
    });

    describe('round trips', () => {
      const tricky = [
        { code: 'comma,code', label: 'Label, with comma', description: 'He said "hello"' },
        { code: 'multi', label: 'Ελληνικά', description: 'line one\nline two\r\nline three' },
        { code: 'кириллица', label: 'Кириллица', description: null },
        { code: 'quote"', label: '"quoted"', description: ',' },
      ];

      it('when a CSV export is imported into an empty database, then every field comes back exactly', async () => {
        for (const item of tricky) await api.create(base, item);
        const exported = await (await api.get(`${base}/export.csv`)).text();
        const before = await api.read(base);

        const target = await createTestApp(backend);
        try {
          const other = badgeApi(target, await target.adminToken());
          const response = await other.postCsv(`${base}/import.csv`, exported);
          expect(response.status).toBe(201);
          const strip = (list: Record<string, unknown>[]) =>
            list.map(({ code, label, description }) => ({ code, label, description }));
          expect(strip(await other.read(base))).toEqual(strip(before));
        } finally {
          await target.close();
        }
      });

      it('when a CSV export is imported back, then existing codes keep their id and createdDate', async () => {
        for (const item of tricky) await api.create(base, item);
        const before = await api.read(base);
        const response = await importCsv(await (await api.get(`${base}/export.csv`)).text());
        expect(response.status).toBe(201);
        const after = await api.read(base);
        expect(after.map(({ lastModifiedDate: _, ...rest }: { lastModifiedDate: string }) => rest)).toEqual(
          before.map(({ lastModifiedDate: _, ...rest }: { lastModifiedDate: string }) => rest),
        );
      });

      it('when a JSON export is imported back, then it is accepted and nothing changes but lastModifiedDate', async () => {
        for (const item of tricky) await api.create(base, item);
        const exported = await json(await api.get(`${base}/export.json`));
        const response = await api.post(`${base}/import.json`, exported);
        expect(response.status).toBe(201);
        const stored = await json(response);
        expect(stored.map((e: { id: number }) => e.id)).toEqual(exported.map((e: { id: number }) => e.id));
        expect(stored.map((e: { createdDate: string }) => e.createdDate)).toEqual(
          exported.map((e: { createdDate: string }) => e.createdDate),
        );
      });
    });

    describe('import.json', () => {
      it('when imported, then new codes are created, existing ones updated, and 201 lists them in file order', async () => {
        const kept = await api.create(base, { code: 'KEEP', label: 'old', description: 'old' });
        const response = await api.post(`${base}/import.json`, [
          { code: 'NEW', label: 'new', description: 'd' },
          { code: 'KEEP', label: 'changed' },
        ]);
        expect(response.status).toBe(201);
        const stored = await json(response);
        expect(stored.map((e: { code: string }) => e.code)).toEqual(['NEW', 'KEEP']);
        expect(stored[1]).toMatchObject({ id: kept.id, label: 'changed', description: null });
      });

      it('when one element is invalid, then 400 naming its index and the data is exactly as before', async () => {
        await api.create(base, { code: 'A', label: 'a', description: 'kept' });
        const before = await api.read(base);
        const response = await api.post(`${base}/import.json`, [
          { code: 'A', label: 'would change' },
          { code: 'B', label: 'b' },
          { code: 'C\u0007', label: 'c' },
        ]);
        expect(response.status).toBe(400);
        expect((await json(response)).errors.map((e: { path: string }) => e.path)).toEqual(['[2].code']);
        expect(await api.read(base)).toEqual(before);
      });

      it('when the same code appears twice, then 400 and nothing is stored', async () => {
        const response = await api.post(`${base}/import.json`, [
          { code: 'X', label: 'a' },
          { code: 'X', label: 'b' },
        ]);
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toBe('[1].code');
        expect(await api.read(base)).toEqual([]);
      });

      it('when the body is not an array, then 400', async () => {
        expect((await api.post(`${base}/import.json`, { code: 'X', label: 'x' })).status).toBe(400);
      });

      it('when two imports of the same new codes race in opposite orders, then both succeed and each code is stored once', async () => {
        const items = Array.from({ length: 3000 }, (_, i) => ({
          code: `C${String(i).padStart(4, '0')}`,
          label: 'x',
        }));
        const responses = await Promise.all([
          api.post(`${base}/import.json`, items),
          api.post(`${base}/import.json`, [...items].reverse()),
        ]);
        expect(responses.map((r) => r.status)).toEqual([201, 201]);
        expect(await api.read(base)).toHaveLength(3000);
      });
    });

    describe('import.csv', () => {
      it('when imported, then ids and dates are ignored, an empty description is null, existing codes updated', async () => {
        const kept = await api.create(base, { code: 'KEEP', label: 'old', description: 'old' });
        const response = await importCsv(
          `${HEADER}\n999,NEW,New,,2000-01-01T00:00:00.000000Z,nonsense\n1,KEEP,Changed,"desc, with comma",,\n`,
        );
        expect(response.status).toBe(201);
        const stored = await json(response);
        expect(stored[0]).toMatchObject({ code: 'NEW', label: 'New', description: null });
        expect(stored[0].id).not.toBe(999);
        expect(stored[0].createdDate).not.toBe('2000-01-01T00:00:00.000000Z');
        expect(stored[1]).toMatchObject({
          id: kept.id,
          code: 'KEEP',
          label: 'Changed',
          description: 'desc, with comma',
        });
      });

      it('when the file starts with a BOM and uses CRLF, then it is read', async () => {
        const response = await importCsv(`\ufeff${HEADER}\r\n,A,a,,,\r\n`);
        expect(response.status).toBe(201);
        expect((await api.read(base)).map((e: { code: string }) => e.code)).toEqual(['A']);
      });

      it.each([
        ['columns in another order', 'label,code,createdDate,id'],
        ['only the required columns', 'code,label'],
      ])(
        'when the header has %s and ?columns=named is asked, then the columns it names are read',
        async (_, header) => {
          const row = header.split(',').map((name) => ({ code: 'A', label: 'a' })[name] ?? '');
          const response = await api.postCsv(
            `${base}/import.csv?columns=named`,
            `${header}\n${row.join(',')}\n`,
          );
          expect(response.status, await response.clone().text()).toBe(201);
          expect(await api.read(base)).toMatchObject([{ code: 'A', label: 'a', description: null }]);
        },
      );

      it.each([
        [
          'columns in another order',
          'label,code,createdDate,id',
          ['lacks the column "description"', 'lacks the column "lastModifiedDate"'],
        ],
        [
          'only the required columns',
          'code,label',
          ['id', 'description', 'createdDate', 'lastModifiedDate'].map(
            (name) => `lacks the column "${name}"`,
          ),
        ],
        [
          'a missing required column',
          'id,code,description',
          [
            'lacks the column "label"',
            'lacks the column "createdDate"',
            'lacks the column "lastModifiedDate"',
          ],
        ],
        ['an extra column', `${HEADER},status`, ['names an unknown column "status"']],
        ['a column twice', `${HEADER},label`, ['names the column "label" twice']],
      ])(
        'when the header has %s, then 400 naming the expected header and the problem',
        async (_, header, problems) => {
          const response = await importCsv(`${header}\n`);
          expect(response.status).toBe(400);
          const problem = await json(response);
          expect(problem.detail).toBe(
            `the header must be "${HEADER}" (or, with ?columns=named, name the columns it brings in any order)`,
          );
          expect(problem.errors).toEqual(problems.map((message) => ({ path: 'line 1', message })));
        },
      );

      it.each([
        ['a missing required column', 'id,code,description', ['lacks the column "label"']],
        ['an extra column', `${HEADER},status`, ['names an unknown column "status"']],
        ['a column twice', `${HEADER},label`, ['names the column "label" twice']],
      ])(
        'when a named header has %s, then 400 naming the columns it may have and the problem',
        async (_, header, problems) => {
          const response = await api.postCsv(`${base}/import.csv?columns=named`, `${header}\n`);
          expect(response.status).toBe(400);
          const problem = await json(response);
          expect(problem.detail).toBe(
            `the header must name "code" and "label", and only columns of "${HEADER}"`,
          );
          expect(problem.errors).toEqual(problems.map((message) => ({ path: 'line 1', message })));
        },
      );

      it('when a row is invalid, then 400 naming its line, and the data is exactly as before', async () => {
        await api.create(base, { code: 'A', label: 'a', description: 'kept' });
        const before = await api.read(base);
        const response = await importCsv(`${HEADER}\n,A,would change,,,\n,B,b,"two\nlines",,\n,C, ,,,\n`);
        expect(response.status).toBe(400);
        expect((await json(response)).errors).toEqual([
          { path: 'line 5: label', message: 'must not be blank' },
        ]);
        expect(await api.read(base)).toEqual(before);
      });

      it('when a row has too few fields, then 400 naming its line', async () => {
        const response = await importCsv(`${HEADER}\n,A,a,,,\n,B,b\n`);
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toBe('line 3');
        expect(await api.read(base)).toEqual([]);
      });

      it('when the same code appears twice, then 400 naming the second line', async () => {
        const response = await importCsv(`${HEADER}\n,A,a,,,\n,A,b,,,\n`);
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toBe('line 3: code');
      });

      it.each([
        ['application/json', 'application/json'],
        ['text/plain', 'text/plain'],
        ['a charset other than UTF-8', 'text/csv; charset=iso-8859-1'],
      ])('when the content type is %s, then 400', async (_, contentType) => {
        expect((await api.postCsv(`${base}/import.csv`, `${HEADER}\n,A,a,,,\n`, contentType)).status).toBe(
          400,
        );
        expect(await api.read(base)).toEqual([]);
      });

      it('when the body is empty, then 400 for the missing header', async () => {
        expect((await importCsv('')).status).toBe(400);
      });
    });
  });
}

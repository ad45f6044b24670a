import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { readPdfText } from '../../support/pdf-text.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/printing.md#table-layout and #size-limits, on both printable kinds. */
for (const { base, columns } of [
  { base: '/api/v1/task', columns: 'Code Label Status Priority Due Assigned to Tags' },
  { base: '/api/v1/domaintemplate', columns: 'Code Label Description Modified' },
]) {
  describeEachBackend(`print layouts of ${base}`, (backend) => {
    const t = useTestApp(backend, {
      app: { env: { APP_PRINT_MAX_RECORDS: '2', APP_PRINT_MAX_TABLE_ROWS: '3' } },
    });

    const create = async (code: string) =>
      (await json(await t.request('POST', base, { token: t.admin, json: { code, label: `label ${code}` } })))
        .id as number;
    const printAll = (query = '') => t.request('GET', `${base}/print.pdf${query}`, { token: t.admin });
    const select = (ids: number[], query = '') =>
      t.request('POST', `${base}/print-selected.pdf${query}`, { token: t.admin, json: { ids } });

    it('when the table layout is asked for, then a landscape PDF of one row per record under the header', async () => {
      for (const code of ['b', 'a']) await create(code);
      const response = await printAll('?layout=table');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { pages } = await readPdfText(new Uint8Array(await response.arrayBuffer()));
      expect(pages).toHaveLength(1);
      const [title, subtitle, header, first, second] = pages[0]!;
      expect(title).toMatch(/^(Tasks|Template objects)$/);
      expect(subtitle).toMatch(
        /^2 (tasks|template objects) · printed \d+ \w{3} \d{4}, \d\d:\d\d UTC by admin$/,
      );
      expect(header).toBe(columns);
      expect(first).toMatch(/^a label a /);
      expect(second).toMatch(/^b label b /);
      expect(pages[0]!.at(-1)).toBe('Page 1 of 1');
    });

    it('when a selection is printed as a table, then only its rows', async () => {
      const a = await create('a');
      await create('b');
      const response = await select([a], '?layout=table');
      expect(response.status).toBe(200);
      const { pages } = await readPdfText(new Uint8Array(await response.arrayBuffer()));
      expect(pages[0]!.filter((line) => /^[ab] label/.test(line))).toEqual([
        expect.stringMatching(/^a label a /),
      ]);
    });

    it('when layout=record is given, then the page-per-record printout', async () => {
      await create('a');
      const { pages } = await readPdfText(
        new Uint8Array(await (await printAll('?layout=record')).arrayBuffer()),
      );
      expect(pages[0]).toContain('label a');
      expect(pages[0]).toContain('Label');
    });

    for (const layout of ['grid', 'TABLE', '']) {
      it(`when layout is "${layout}", then 400 naming layout`, async () => {
        for (const response of [
          await printAll(`?layout=${layout}`),
          await select([1], `?layout=${layout}`),
        ]) {
          expect(response.status).toBe(400);
          const problem = await json(response);
          expect(problem.code).toBe('REQUEST.INVALID');
          expect(problem.errors[0].path).toBe('layout');
        }
      });
    }

    it('when there are more records than a layout allows, then 413 PRINT.TOO_LARGE saying how to narrow it', async () => {
      const ids = [];
      for (const code of ['a', 'b', 'c', 'd']) ids.push(await create(code));
      const perRecord = await printAll();
      expect(perRecord.status).toBe(413);
      const problem = await json(perRecord);
      expect(problem.code).toBe('PRINT.TOO_LARGE');
      expect(problem.detail).toContain('4 records, more than the 2 allowed in the record layout');
      expect(problem.detail).toContain('layout=table');
      expect((await printAll('?layout=table')).status).toBe(413);
      expect((await select(ids.slice(0, 3), '?layout=table')).status).toBe(200);
      expect((await select(ids.slice(0, 3))).status).toBe(413);
      expect((await select(ids.slice(0, 2))).status).toBe(200);
    });
  });
}

describe('the layout parameter in the OpenAPI document', () => {
  const t = useTestApp('memory', { signIn: false });

  it('when the document is read, then print.pdf and print-selected.pdf declare layout and their 413', async () => {
    const doc = await json(await t.request('GET', '/openapi.json'));
    for (const base of ['/api/v1/task', '/api/v1/domaintemplate']) {
      for (const [path, method] of [
        [`${base}/print.pdf`, 'get'],
        [`${base}/print-selected.pdf`, 'post'],
      ] as const) {
        const operation = doc.paths[path][method];
        expect(operation.parameters).toContainEqual(
          expect.objectContaining({
            name: 'layout',
            in: 'query',
            required: false,
            schema: expect.objectContaining({ enum: ['record', 'table'] }),
          }),
        );
        expect(Object.keys(operation.responses)).toContain('413');
      }
    }
  });
});

describeEachBackend('what a task printout says', (backend) => {
  const t = useTestApp(backend);
  const post = async (path: string, body: object) =>
    (await json(await t.request('POST', path, { token: t.admin, json: body }))).id as number;

  it('when a task has tags and a nomenclature, then both layouts print them by label and code, with words and dates', async () => {
    const urgent = await post('/api/v1/tag', { code: 'URG', label: 'Urgent' });
    const hardware = await post('/api/v1/nomenclature', { code: 'HW', label: 'Hardware' });
    const laptops = await post('/api/v1/nomenclature', { code: 'LAP', label: 'Laptops', parentId: hardware });
    await post('/api/v1/task', {
      code: 'ABC-1',
      label: 'Replace battery',
      status: 'IN_PROGRESS',
      priority: 'HIGH',
      dueDate: '2026-11-30',
      tagIds: [urgent],
      nomenclatureId: laptops,
    });
    const read = async (query: string) => {
      const response = await t.request('GET', `/api/v1/task/print.pdf${query}`, { token: t.admin });
      expect(response.status).toBe(200);
      return (await readPdfText(new Uint8Array(await response.arrayBuffer()))).pages.flat();
    };
    const record = await read('');
    for (const line of [
      'Task ABC-1',
      'In progress',
      'High',
      '30 Nov 2026',
      'Urgent (URG)',
      'Hardware › Laptops (LAP)',
    ]) {
      expect(record).toContain(line);
    }
    expect(record).toContainEqual(expect.stringMatching(/^\d+ \w{3} \d{4}, \d\d:\d\d UTC by admin$/));
    expect(await read('?layout=table')).toContain(
      'ABC-1 Replace battery In progress High 30 Nov 2026 Urgent (URG)',
    );
  });
});

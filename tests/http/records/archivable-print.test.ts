import { describe, expect, it } from 'vitest';
import { ReactPdfRenderer } from '../../../adapters/pdf/react-pdf-renderer.js';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { readPdfText } from '../../support/pdf-text.js';
import { createTestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/printing.md#record-printouts: PDF printouts of tasks and template objects. */
for (const { base, heading, none, file } of [
  { base: '/api/v1/task', heading: 'Task', none: 'There are no tasks.', file: 'tasks.pdf' },
  {
    base: '/api/v1/domaintemplate',
    heading: 'Template object',
    none: 'There are no template objects.',
    file: 'domaintemplates.pdf',
  },
]) {
  describeEachBackend(`printing ${base}`, (backend) => {
    const t = useTestApp(backend);

    const create = async (code: string, fields: object = {}) =>
      (
        await json(
          await t.request('POST', base, {
            token: t.admin,
            json: { code, label: `label ${code}`, ...fields },
          }),
        )
      ).id as number;
    const pdf = async (response: Response) => {
      expect(response.status).toBe(200);
      return readPdfText(new Uint8Array(await response.arrayBuffer()));
    };
    /** The heading lines, in page order: one per record, on the record's first page. */
    const headings = (pages: readonly (readonly string[])[]) =>
      pages.flatMap((lines) => lines.filter((line) => line.startsWith(`${heading} `)));
    const select = (ids: unknown, token = t.admin) =>
      t.request('POST', `${base}/print-selected.pdf`, { token, json: { ids } });

    it('when one record is printed, then a PDF shown inline, never cached, with its fields in Greek and Cyrillic', async () => {
      const id = await create('Ω-1', { description: 'Ελληνικά και кириллица, naïve café' });
      const response = await t.request('GET', `${base}/${id}/print.pdf`, { token: t.admin });
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.pdf"$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { pages } = await pdf(response);
      const text = pages.flat().join('\n');
      for (const part of [
        `${heading} Ω-1`,
        String(id),
        'label Ω-1',
        'Ελληνικά και кириллица, naïve café',
        'admin',
      ]) {
        expect(text).toContain(part);
      }
      expect(pages[0]!.at(-1)).toBe('Page 1 of 1');
    });

    it('when all are printed, then active records only, each on its own page, ordered by code point', async () => {
      for (const code of ['b', 'Z', 'a']) await create(code);
      const archived = await create('archived');
      await t.request('DELETE', `${base}/${archived}`, { token: t.admin });
      const response = await t.request('GET', `${base}/print.pdf`, { token: t.admin });
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${file}"`);
      const { pages } = await pdf(response);
      expect(pages.map((lines) => lines.find((line) => line.startsWith(`${heading} `)))).toEqual([
        `${heading} Z`,
        `${heading} a`,
        `${heading} b`,
      ]);
    });

    it('when a description is long, then it wraps onto further numbered pages', async () => {
      await create('long', { description: 'Πολύ μεγάλη περιγραφή, очень длинное описание. '.repeat(200) });
      const { pages } = await pdf(await t.request('GET', `${base}/print.pdf`, { token: t.admin }));
      expect(pages.length).toBeGreaterThan(1);
      expect(pages.map((lines) => lines.at(-1))).toEqual(
        pages.map((_, i) => `Page ${i + 1} of ${pages.length}`),
      );
    });

    it('when there is nothing to print, then a PDF stating so', async () => {
      const { pages } = await pdf(await t.request('GET', `${base}/print.pdf`, { token: t.admin }));
      expect(pages.flat()).toContain(none);
    });

    it('when a selection repeats and shuffles IDs, then each prints once, ordered by code; a USER may print', async () => {
      const c = await create('c');
      const a = await create('a');
      await create('b');
      const user = await t.createUser({ username: 'printer' });
      const { pages } = await pdf(await select([c, a, c], await user.token()));
      expect(headings(pages)).toEqual([`${heading} a`, `${heading} c`]);
    });

    it('when a selection names an archived or unknown ID, then 404 naming them, for the whole request', async () => {
      const kept = await create('kept');
      const gone = await create('gone');
      await t.request('DELETE', `${base}/${gone}`, { token: t.admin });
      const response = await select([kept, gone, 777_777]);
      expect(response.status).toBe(404);
      expect((await json(response)).detail).toContain(`${gone}, 777777`);
    });

    for (const [name, ids] of [
      ['empty', []],
      ['over 1000 IDs', Array.from({ length: 1001 }, (_, i) => i + 1)],
      ['a zero', [1, 0]],
      ['a negative ID', [-4]],
      ['a fraction', [1.5]],
      ['not a list', '1,2'],
    ] as const) {
      it(`when the selection is ${name}, then 400`, async () => {
        const response = await select(ids);
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toMatch(/^ids/);
      });
    }

    it('when a text has a character no font can render, then 422 naming it, and no PDF', async () => {
      const id = await create('private', { description: 'contains 中 and \ue000 here' });
      const response = await t.request('GET', `${base}/${id}/print.pdf`, { token: t.admin });
      expect(response.status).toBe(422);
      const problem = await json(response);
      expect(problem.code).toBe('PRINT.UNRENDERABLE_CHARACTER');
      expect(problem.errors).toEqual([
        {
          path: 'records[0].Description',
          message: `${heading} private (ID ${id}), field Description: U+E000 cannot be printed: no font has a glyph for it`,
        },
      ]);
    });

    it.each(['record', 'table'])(
      'when many records hold many characters no font can render, then 422 under 4 KB naming each of the first records once (%s layout)',
      async (layout) => {
        // Private-use characters: no font will ever have them. Twenty in the label (a column of both layouts) of 30 records.
        const unprintable = Array.from({ length: 20 }, (_, i) => String.fromCodePoint(0xe000 + i)).join('');
        const ids: number[] = [];
        for (let record = 0; record < 30; record += 1) {
          const code = `U-${String(record).padStart(2, '0')}`;
          ids.push(await create(code, { label: `label ${unprintable}` }));
        }
        const response = await t.request('GET', `${base}/print.pdf?layout=${layout}`, { token: t.admin });
        const text = await response.text();
        expect(response.status).toBe(422);
        expect(new TextEncoder().encode(text).byteLength).toBeLessThan(4096);
        const problem = JSON.parse(text);
        expect(problem.detail).toBe(
          'The document holds characters no font can print, in 30 places; the first 8 are listed',
        );
        expect(problem.errors).toEqual(
          ids.slice(0, 8).map((id, record) => ({
            path: `records[${record}].Label`,
            message: `${heading} U-${String(record).padStart(2, '0')} (ID ${id}), field Label: U+E000, U+E001, U+E002 and 17 more cannot be printed: no font has a glyph for them`,
          })),
        );
      },
      60_000,
    );

    it('when the record is unknown or archived, then 404; without a token, 401', async () => {
      const id = await create('x');
      await t.request('DELETE', `${base}/${id}`, { token: t.admin });
      expect((await t.request('GET', `${base}/${id}/print.pdf`, { token: t.admin })).status).toBe(404);
      expect((await t.request('GET', `${base}/424242/print.pdf`, { token: t.admin })).status).toBe(404);
      expect((await t.request('GET', `${base}/print.pdf`)).status).toBe(401);
    });
  });
}

describe('printing when the renderer is saturated', () => {
  it('when a printout arrives while the only worker is busy and no place is left in the queue, then 503 with Retry-After', async () => {
    const renderer = new ReactPdfRenderer({ workers: 1, maxQueued: 0 });
    const t = await createTestApp('memory', { pdfRenderer: renderer });
    try {
      const admin = await t.adminToken();
      await t.request('POST', '/api/v1/task', { token: admin, json: { code: 'T', label: 't' } });
      const responses = await Promise.all(
        [1, 2].map(() => t.request('GET', '/api/v1/task/print.pdf', { token: admin })),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 503]);
      const refused = responses.find((r) => r.status === 503)!;
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await json(refused)).code).toBe('PRINT.BUSY');
    } finally {
      await t.close();
      await renderer.close();
    }
  });
});

import { parse } from 'csv/sync';
import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { CSV_KINDS } from './csv-kinds.js';

/** What a spreadsheet runs when a cell starts with it (OWASP, CSV injection). */
const ANY_LINE = ['=', '+', '-', '@'];
/** Tab and CR are refused in one-line fields (docs/api/text.md), so only multi-line ones can start with them. */
const MULTI_LINE = [...ANY_LINE, '\t', '\r'];

/** A value a spreadsheet would run, starting with `start`. */
const formula = (start: string, rest = 'HYPERLINK("http://evil.example","click")') => `${start}${rest}`;

interface TextColumn {
  readonly name: string;
  readonly starts: readonly string[];
  /** The value starting with `start` this column can hold. */
  readonly value?: (start: string) => string;
}

const CODED: readonly TextColumn[] = [
  { name: 'code', starts: ANY_LINE, value: (start) => `${start}CODE` },
  { name: 'label', starts: ANY_LINE },
  { name: 'description', starts: MULTI_LINE },
];

/** Every text column of each kind: each can hold text a spreadsheet would run. */
const TEXT_COLUMNS: Record<string, readonly TextColumn[]> = {
  tasks: [...CODED, { name: 'assignedTo', starts: ANY_LINE }],
  'template objects': CODED,
  badges: CODED,
  companies: CODED,
  tags: CODED,
  nomenclatures: [...CODED, { name: 'parentCode', starts: ANY_LINE, value: (start) => `${start}CODE` }],
  contacts: [
    { name: 'firstName', starts: ANY_LINE },
    { name: 'lastName', starts: ANY_LINE },
    { name: 'companyName', starts: ANY_LINE },
    // An address has one @, so none starts with it.
    { name: 'email', starts: ['=', '+', '-'], value: (start) => `${start}a@example.org` },
  ],
};

/** One element per column and dangerous start, the rest of it plain; nomenclature parents come before their children. */
function elements(kind: string) {
  const plain =
    kind === 'contacts' ? { firstName: 'Ada', lastName: 'Lovelace' } : { label: 'plain', description: null };
  const made: Record<string, unknown>[] = [];
  for (const column of TEXT_COLUMNS[kind]!) {
    for (const start of column.starts) {
      const code = kind === 'contacts' ? {} : { code: `K${made.length}` };
      made.push({ ...plain, ...code, [column.name]: (column.value ?? formula)(start) });
    }
  }
  return made;
}

/** The fields an import sets, comparable across instances. */
function content(kind: string, list: Record<string, unknown>[]) {
  const columns = TEXT_COLUMNS[kind]!.map((column) => column.name);
  const key = (item: Record<string, unknown>) => JSON.stringify(columns.map((name) => item[name] ?? null));
  return list
    .map((item) => Object.fromEntries(columns.map((name) => [name, item[name] ?? null])))
    .sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

/** RFC 4180 as export.csv writes it (docs/api/exchange.md#writing): the cells as stored. */
function plainCsv(header: string, list: Record<string, unknown>[]): string {
  const cell = (value: unknown) => {
    const text =
      value === null || value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const columns = header.split(',');
  return [header, ...list.map((item) => columns.map((name) => cell(item[name])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}

/** docs/api/exchange.md#spreadsheet-variant: formula-like cells of every kind. */
describeEachBackend('CSV cells a spreadsheet would run', (backend) => {
  const t = useTestApp(backend);
  const get = (on: TestApp, path: string, token: string) => on.request('GET', path, { token });
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
  const importCsv = (on: TestApp, path: string, token: string, body: Uint8Array) =>
    on.request('POST', path, { token, body, headers: { 'Content-Type': 'text/csv' } });

  describe.each(CSV_KINDS)('$name', (kind) => {
    const stored = async () => {
      const answer = await t.request('POST', `${kind.base}/import.json`, {
        token: t.admin,
        json: elements(kind.name),
      });
      expect(answer.status, await answer.clone().text()).toBe(201);
      return json(await get(t, `${kind.base}/export.json`, t.admin));
    };

    it('when exported plainly, then every cell is as stored, byte for byte', async () => {
      const list = await stored();
      const plain = await bytes(await get(t, `${kind.base}/export.csv`, t.admin));
      expect(Buffer.from(plain).toString('utf8')).toBe(plainCsv(kind.header, list));
    });

    it('when exported for a spreadsheet, then every such cell starts with an apostrophe and is quoted, and no cell starts like a formula', async () => {
      const list = await stored();
      const file = await bytes(await get(t, `${kind.base}/export.csv?bom=true`, t.admin));
      expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = Buffer.from(file.subarray(3)).toString('utf8');
      const cells = (parse(text, { from_line: 2 }) as string[][]).flat();
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      for (const column of TEXT_COLUMNS[kind.name]!) {
        for (const start of column.starts) {
          const value = (column.value ?? formula)(start);
          expect(list.some((item: Record<string, unknown>) => item[column.name] === value)).toBe(true);
          expect(text, `${column.name} ${JSON.stringify(start)}`).toContain(
            `"'${value.replaceAll('"', '""')}"`,
          );
        }
      }
    });

    it('when the spreadsheet export is imported with ?spreadsheet=true, then every value reads back unchanged', async () => {
      const list = await stored();
      const file = await bytes(await get(t, `${kind.base}/export.csv?bom=true`, t.admin));
      const target = await createTestApp(backend);
      try {
        const token = await target.adminToken();
        const answer = await importCsv(target, `${kind.base}/import.csv?spreadsheet=true`, token, file);
        expect(answer.status, await answer.clone().text()).toBe(201);
        const copied = await json(await get(target, `${kind.base}/export.json`, token));
        expect(content(kind.name, copied)).toEqual(content(kind.name, list));
      } finally {
        await target.close();
      }
    });
  });

  it('when tasks name taxonomy by code, then the codes are protected too and the whole move reads back', async () => {
    const create = async (path: string, body: object) =>
      json(await t.request('POST', path, { token: t.admin, json: body }));
    const tags = [
      await create('/api/v1/tag', { code: '=T', label: 't' }),
      await create('/api/v1/tag', { code: '-U', label: 'u' }),
    ];
    const entry = await create('/api/v1/nomenclature', { code: '+N', label: 'n' });
    await create('/api/v1/task', {
      code: 'T1',
      label: 'x',
      tagIds: tags.map((tag) => tag.id),
      nomenclatureId: entry.id,
    });
    const exported = async (path: string) => bytes(await get(t, path, t.admin));
    const files = {
      tags: await exported('/api/v1/tag/export.csv?bom=true'),
      nomenclatures: await exported('/api/v1/nomenclature/export.csv?bom=true'),
      tasks: await exported('/api/v1/task/export.csv?codes=true&bom=true'),
    };
    expect(Buffer.from(files.tasks).toString('utf8')).toMatch(/,"'=T;-U","'\+N"\r\n$/);

    const target = await createTestApp(backend);
    try {
      const token = await target.adminToken();
      for (const [path, file] of [
        ['/api/v1/tag/import.csv?spreadsheet=true', files.tags],
        ['/api/v1/nomenclature/import.csv?spreadsheet=true', files.nomenclatures],
        ['/api/v1/task/import.csv?codes=true&spreadsheet=true', files.tasks],
      ] as const) {
        const answer = await importCsv(target, path, token, file);
        expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(201);
      }
      const [task] = await json(await get(target, '/api/v1/task/export.json?codes=true', token));
      expect(task).toMatchObject({ code: 'T1', nomenclatureCode: '+N' });
      // tagCodes follow the tag IDs, which the target gave in code order.
      expect(task.tagCodes.sort()).toEqual(['-U', '=T']);
    } finally {
      await target.close();
    }
  });
});

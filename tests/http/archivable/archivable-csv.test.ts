import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const TASKS = '/api/v1/task';
const TEMPLATES = '/api/v1/domaintemplate';
const TASK_HEADER =
  'id,code,label,description,createdDate,lastModifiedDate,status,priority,dueDate,assignedTo,tagIds,nomenclatureId';
const SHORT_HEADER = 'id,code,label,description,createdDate,lastModifiedDate';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Text that CSV must quote, and non-Latin scripts. */
const TRICKY = 'Ελληνικά, "кириллица"\r\nsecond line';

const workflow = (task: Record<string, unknown>) => ({
  code: task.code,
  label: task.label,
  description: task.description,
  status: task.status,
  priority: task.priority,
  dueDate: task.dueDate,
  assignedTo: task.assignedTo,
  tagIds: task.tagIds,
  nomenclatureId: task.nomenclatureId,
});

/** docs/api/exchange.md#csv-format: CSV import and export of tasks and template objects. */
describeEachBackend('CSV import and export', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp(backend);
    admin = await t.adminToken();
  });
  afterEach(async () => {
    await t.close();
  });

  const importCsv = (base: string, body: string, on: TestApp = t, token = admin) =>
    on.request('POST', `${base}/import.csv`, { token, body, headers: { 'Content-Type': 'text/csv' } });
  const list = async (base: string, on: TestApp = t, token = admin) =>
    json(await on.request('GET', base, { token }));
  const exportOf = async (base: string, format: 'csv' | 'json', on: TestApp = t) =>
    (await on.request('GET', `${base}/export.${format}`, { token: admin })).text();

  async function taxonomy(on: TestApp = t) {
    const token = await on.adminToken();
    const make = async (path: string, code: string) =>
      (await json(await on.request('POST', path, { token, json: { code, label: code } }))).id as number;
    return {
      tagA: await make('/api/v1/tag', 'a'),
      tagB: await make('/api/v1/tag', 'b'),
      nomenclature: await make('/api/v1/nomenclature', 'n'),
    };
  }

  describe('tasks', () => {
    it('when the file has a BOM, CRLF, quoted commas, quotes and newlines, Greek and Cyrillic, then every field is stored exactly', async () => {
      const { tagA, tagB, nomenclature } = await taxonomy();
      const csv =
        `\ufeff${TASK_HEADER}\r\n` +
        `,T-1,"Ярлык, ""один""","Ελληνικά, ""кириллица""\r\nsecond line",,,IN_PROGRESS,HIGH,2026-02-28,"Doe, J.",${tagB};${tagA},${nomenclature}\r\n` +
        `99,Τ-2,Ετικέτα,,2000-01-01T00:00:00.000000Z,garbage,DONE,LOW,,,,\r\n`;
      const response = await importCsv(TASKS, csv);
      expect(response.status).toBe(201);
      const stored = await json(response);
      expect(stored.map(workflow)).toEqual([
        {
          code: 'T-1',
          label: 'Ярлык, "один"',
          description: TRICKY,
          status: 'IN_PROGRESS',
          priority: 'HIGH',
          dueDate: '2026-02-28',
          assignedTo: 'Doe, J.',
          tagIds: [tagA, tagB],
          nomenclatureId: nomenclature,
        },
        {
          code: 'Τ-2',
          label: 'Ετικέτα',
          description: null,
          status: 'DONE',
          priority: 'LOW',
          dueDate: null,
          assignedTo: null,
          tagIds: [],
          nomenclatureId: null,
        },
      ]);
      expect(stored[1].id).not.toBe(99);
      expect(stored[1].createdDate).not.toBe('2000-01-01T00:00:00.000000Z');
      expect(stored[1].createdBy).toBe('admin');
      expect(await list(TASKS)).toEqual(stored);
    });

    it('when the legacy six-column header is used, then rows take the task defaults', async () => {
      const response = await importCsv(TASKS, `${SHORT_HEADER}\n,L-1,Legacy,"with, comma",,\n`);
      expect(response.status).toBe(201);
      expect((await json(response)).map(workflow)).toEqual([
        {
          code: 'L-1',
          label: 'Legacy',
          description: 'with, comma',
          status: 'TODO',
          priority: 'NORMAL',
          dueDate: null,
          assignedTo: null,
          tagIds: [],
          nomenclatureId: null,
        },
      ]);
    });

    it('when cells are blank, then description, dueDate, assignedTo and nomenclatureId are null, status TODO, priority NORMAL, tagIds empty', async () => {
      const response = await importCsv(TASKS, `${TASK_HEADER}\n,B-1,Blank,,,,,  ,,,,\n`);
      expect(response.status).toBe(201);
      expect((await json(response))[0]).toMatchObject({
        description: null,
        status: 'TODO',
        priority: 'NORMAL',
        dueDate: null,
        assignedTo: null,
        tagIds: [],
        nomenclatureId: null,
      });
    });

    it('when rows reference an unknown tag or nomenclature, then 400 naming each line and column, and nothing is stored', async () => {
      const { tagA } = await taxonomy();
      const csv = `${TASK_HEADER}\n,OK,fine,,,,,,,,${tagA},\n,T-2,x,,,,,,,,${tagA};4242,\n,T-3,x,,,,,,,,,4243\n`;
      const response = await importCsv(TASKS, csv);
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual([
        { path: 'line 3: tagIds', message: 'unknown tag(s): 4242' },
        { path: 'line 4: nomenclatureId', message: 'unknown nomenclature: 4243' },
      ]);
      expect(await list(TASKS)).toEqual([]);
    });

    it('when cells are invalid, then 400 naming each line and column, counting the lines of quoted newlines', async () => {
      const csv = `${TASK_HEADER}\n,A,a,"two\nlines",,,BOGUS,,,,,\n,B,b,,,,,SOON,,,,\n`;
      const response = await importCsv(TASKS, csv);
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual([
        { path: 'line 2: status', message: 'must be one of TODO, IN_PROGRESS, DONE, CANCELLED' },
        { path: 'line 4: priority', message: 'must be one of LOW, NORMAL, HIGH, URGENT' },
      ]);
      expect(await list(TASKS)).toEqual([]);
    });

    it('when a date, a tag list or a nomenclature cell is malformed, then 400 naming that column', async () => {
      for (const [cells, column] of [
        [',,2026-02-30,,,', 'dueDate'],
        [',,,,1;x,', 'tagIds'],
        [',,,,,-1', 'nomenclatureId'],
      ]) {
        const response = await importCsv(TASKS, `${TASK_HEADER}\n,C,c,,,,${cells}\n`);
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toBe(`line 2: ${column}`);
      }
    });

    it('when the same code appears twice, then 400 naming the second line and nothing is stored', async () => {
      const response = await importCsv(TASKS, `${SHORT_HEADER}\n,TWICE,a,,,\n,OTHER,b,,,\n,TWICE,c,,,\n`);
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual([
        { path: 'line 4: code', message: 'repeats the code "TWICE"' },
      ]);
      expect(await list(TASKS)).toEqual([]);
    });

    it('when the header is wrong, then 400 naming both accepted headers', async () => {
      const response = await importCsv(TASKS, 'code,label\nX,x\n');
      expect(response.status).toBe(400);
      const problem = await json(response);
      expect(problem.detail).toBe(`the header must be "${TASK_HEADER}" or "${SHORT_HEADER}"`);
      expect(problem.errors).toEqual([{ path: 'line 1', message: problem.detail }]);
    });

    it('when an existing code is imported, then it is updated in place; an archived code gets a new row', async () => {
      const kept = await json(
        await t.request('POST', TASKS, { token: admin, json: { code: 'KEEP', label: 'old' } }),
      );
      const gone = await json(
        await t.request('POST', TASKS, { token: admin, json: { code: 'GONE', label: 'old' } }),
      );
      await t.request('DELETE', `${TASKS}/${gone.id}`, { token: admin });
      const response = await importCsv(TASKS, `${SHORT_HEADER}\n,KEEP,updated,,,\n,GONE,anew,,,\n`);
      expect(response.status).toBe(201);
      const [updated, anew] = await json(response);
      expect(updated).toMatchObject({ id: kept.id, label: 'updated', createdDate: kept.createdDate });
      expect(anew.id).not.toBe(gone.id);
    });

    it('when an import fails, then the database is exactly as before', async () => {
      const { tagA } = await taxonomy();
      await importCsv(
        TASKS,
        `${TASK_HEADER}\n,KEEP,kept,d,,,DONE,HIGH,2026-01-01,bob,${tagA},\n,GONE,gone,,,,,,,,,\n`,
      );
      const gone = (await list(TASKS)).find((task: { code: string }) => task.code === 'GONE');
      await t.request('DELETE', `${TASKS}/${gone.id}`, { token: admin });
      const before = await exportOf(TASKS, 'json');
      const failing = `${TASK_HEADER}\n,KEEP,changed,,,,,,,,,\n,GONE,revived,,,,,,,,,\n,NEW,new,,,,,,,,,\n,BAD,bad,,,,NOPE,,,,,\n`;
      expect((await importCsv(TASKS, failing)).status).toBe(400);
      expect(await exportOf(TASKS, 'json')).toBe(before);
    });

    it('when exported, then the twelve-column header, no audit actors, timestamps as in JSON, archived rows absent', async () => {
      const { tagA, tagB, nomenclature } = await taxonomy();
      const body =
        `${TASK_HEADER}\n` +
        `,B,"b, ""quoted""","Ελληνικά, ""кириллица""\r\nsecond line",,,DONE,URGENT,2026-03-01,ann,${tagA};${tagB},${nomenclature}\n` +
        ',A,a,,,,,,,,,\n,Z,z,,,,,,,,,\n';
      const stored = await json(await importCsv(TASKS, body));
      await t.request('DELETE', `${TASKS}/${stored[2].id}`, { token: admin });
      const response = await t.request('GET', `${TASKS}/export.csv`, { token: admin });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="tasks.csv"');
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe(TASK_HEADER);
      const [a, b] = [stored[1], stored[0]];
      expect(lines[1]).toBe(`${a.id},A,a,,${a.createdDate},${a.lastModifiedDate},TODO,NORMAL,,,,`);
      expect(a.createdDate).toMatch(TIMESTAMP);
      expect(lines.slice(2).join('\r\n')).toBe(
        `${b.id},B,"b, ""quoted""","Ελληνικά, ""кириллица""\r\nsecond line",${b.createdDate},${b.lastModifiedDate},DONE,URGENT,2026-03-01,ann,${tagA};${tagB},${nomenclature}\r\n`,
      );
    });

    it('when export.csv is imported into a fresh database, then the same tasks come back', async () => {
      const { tagA, tagB, nomenclature } = await taxonomy();
      await t.request('POST', `${TASKS}/import.json`, {
        token: admin,
        json: [
          {
            code: 'R-1',
            label: 'Ярлык, "1"',
            description: TRICKY,
            status: 'DONE',
            priority: 'URGENT',
            dueDate: '2026-12-31',
            assignedTo: 'Ann, B.',
            tagIds: [tagB, tagA],
            nomenclatureId: nomenclature,
          },
          { code: 'R-2', label: 'Ετικέτα' },
        ],
      });
      const exported = await exportOf(TASKS, 'csv');
      const other = await createTestApp(backend);
      try {
        await taxonomy(other);
        const response = await importCsv(TASKS, exported, other, await other.adminToken());
        expect(response.status).toBe(201);
        expect((await list(TASKS, other, await other.adminToken())).map(workflow)).toEqual(
          (await list(TASKS)).map(workflow),
        );
      } finally {
        await other.close();
      }
      const again = await json(await importCsv(TASKS, exported));
      const current = await list(TASKS);
      expect(again.map(workflow)).toEqual(current.map(workflow));
      expect(again.map((task: { id: number }) => task.id)).toEqual(
        current.map((task: { id: number }) => task.id),
      );
    });

    it('when the Content-Type is not text/csv, then 400 and nothing is stored', async () => {
      for (const type of ['application/json', 'text/plain', 'text/csv; charset=iso-8859-1']) {
        const response = await t.request('POST', `${TASKS}/import.csv`, {
          token: admin,
          body: `${SHORT_HEADER}\n,X,x,,,\n`,
          headers: { 'Content-Type': type },
        });
        expect(response.status).toBe(400);
        expect((await json(response)).detail).toBe('The request body must be text/csv in UTF-8');
      }
      expect(await list(TASKS)).toEqual([]);
    });

    it('when the body exceeds the size limit, then 413', async () => {
      const small = await createTestApp(backend, { env: { APP_BODY_LIMIT_BYTES: '1024' } });
      try {
        const rows = Array.from({ length: 100 }, (_, i) => `,CODE-${i},label ${i},,,`).join('\n');
        const response = await importCsv(
          TASKS,
          `${SHORT_HEADER}\n${rows}\n`,
          small,
          await small.adminToken(),
        );
        expect(response.status).toBe(413);
      } finally {
        await small.close();
      }
    });
  });

  describe('template objects', () => {
    it('when imported with quoting, Greek and Cyrillic, then stored exactly, and export gives them back', async () => {
      const csv = `\ufeff${SHORT_HEADER}\r\n7,O-1,"Объект, ""один""","Ελληνικά\nline",,\r\n,O-0,zero,,,\r\n`;
      const response = await importCsv(TEMPLATES, csv);
      expect(response.status).toBe(201);
      const stored = await json(response);
      expect(stored.map((o: object) => ({ ...o, id: 0, createdDate: '', lastModifiedDate: '' }))).toEqual([
        {
          id: 0,
          code: 'O-1',
          label: 'Объект, "один"',
          description: 'Ελληνικά\nline',
          createdDate: '',
          lastModifiedDate: '',
          createdBy: 'admin',
          lastModifiedBy: 'admin',
        },
        {
          id: 0,
          code: 'O-0',
          label: 'zero',
          description: null,
          createdDate: '',
          lastModifiedDate: '',
          createdBy: 'admin',
          lastModifiedBy: 'admin',
        },
      ]);
      const exported = await t.request('GET', `${TEMPLATES}/export.csv`, { token: admin });
      expect(exported.headers.get('content-disposition')).toBe('attachment; filename="domaintemplates.csv"');
      const [zero, one] = [stored[1], stored[0]];
      expect(await exported.text()).toBe(
        `${SHORT_HEADER}\r\n` +
          `${zero.id},O-0,zero,,${zero.createdDate},${zero.lastModifiedDate}\r\n` +
          `${one.id},O-1,"Объект, ""один""","Ελληνικά\nline",${one.createdDate},${one.lastModifiedDate}\r\n`,
      );
    });

    it('when the task header is sent, then 400 naming the six-column header', async () => {
      const response = await importCsv(TEMPLATES, `${TASK_HEADER}\n,X,x,,,,,,,,,\n`);
      expect(response.status).toBe(400);
      expect((await json(response)).detail).toBe(`the header must be "${SHORT_HEADER}"`);
    });

    it('when a label is blank, then 400 naming its line and nothing is stored', async () => {
      const response = await importCsv(TEMPLATES, `${SHORT_HEADER}\n,A,a,,,\n,B, ,,,\n`);
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual([
        { path: 'line 3: label', message: 'must not be blank' },
      ]);
      expect(await list(TEMPLATES)).toEqual([]);
    });

    it('when export.csv is imported into a fresh database, then the same objects come back', async () => {
      await t.request('POST', `${TEMPLATES}/import.json`, {
        token: admin,
        json: [
          { code: 'Ω', label: 'Омега, "последняя"', description: TRICKY },
          { code: 'A', label: 'a' },
        ],
      });
      const other = await createTestApp(backend);
      try {
        const response = await importCsv(
          TEMPLATES,
          await exportOf(TEMPLATES, 'csv'),
          other,
          await other.adminToken(),
        );
        expect(response.status).toBe(201);
        const fields = (o: { code: string; label: string; description: string | null }) => [
          o.code,
          o.label,
          o.description,
        ];
        expect((await list(TEMPLATES, other, await other.adminToken())).map(fields)).toEqual(
          (await list(TEMPLATES)).map(fields),
        );
      } finally {
        await other.close();
      }
    });
  });
});

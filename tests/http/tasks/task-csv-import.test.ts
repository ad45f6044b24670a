import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { csvExchange, SHORT_HEADER, TASK_HEADER, TASKS, TRICKY, workflow } from '../exchange/csv-exchange.js';

/** docs/api/exchange.md#csv-format: what a task CSV import stores. */
describeEachBackend('task CSV import', (backend) => {
  const t = useTestApp(backend);
  const { importCsv, list, exportOf, taxonomy } = csvExchange(t);

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

  it('when an existing code is imported, then it is updated in place; an archived code gets a new row', async () => {
    const kept = await json(
      await t.request('POST', TASKS, { token: t.admin, json: { code: 'KEEP', label: 'old' } }),
    );
    const gone = await json(
      await t.request('POST', TASKS, { token: t.admin, json: { code: 'GONE', label: 'old' } }),
    );
    await t.request('DELETE', `${TASKS}/${gone.id}`, { token: t.admin });
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
    await t.request('DELETE', `${TASKS}/${gone.id}`, { token: t.admin });
    const before = await exportOf(TASKS, 'json');
    const failing = `${TASK_HEADER}\n,KEEP,changed,,,,,,,,,\n,GONE,revived,,,,,,,,,\n,NEW,new,,,,,,,,,\n,BAD,bad,,,,NOPE,,,,,\n`;
    expect((await importCsv(TASKS, failing)).status).toBe(400);
    expect(await exportOf(TASKS, 'json')).toBe(before);
  });

  it('when the Content-Type is not text/csv, then 400 and nothing is stored', async () => {
    for (const type of ['application/json', 'text/plain', 'text/csv; charset=iso-8859-1']) {
      const response = await t.request('POST', `${TASKS}/import.csv`, {
        token: t.admin,
        body: `${SHORT_HEADER}\n,X,x,,,\n`,
        headers: { 'Content-Type': type },
      });
      expect(response.status).toBe(400);
      expect((await json(response)).detail).toBe(
        'The request body must be text/csv in UTF-8 (or declared charset=windows-1252)',
      );
    }
    expect(await list(TASKS)).toEqual([]);
  });

  it('when the body exceeds the size limit, then 413', async () => {
    const small = await createTestApp(backend, { env: { APP_BODY_LIMIT_BYTES: '1024' } });
    try {
      const rows = Array.from({ length: 100 }, (_, i) => `,CODE-${i},label ${i},,,`).join('\n');
      const response = await importCsv(TASKS, `${SHORT_HEADER}\n${rows}\n`, small, await small.adminToken());
      expect(response.status).toBe(413);
    } finally {
      await small.close();
    }
  });
});

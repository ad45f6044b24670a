import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { csvExchange, SHORT_HEADER, TASK_HEADER, TASKS } from '../exchange/csv-exchange.js';

/** docs/api/exchange.md#csv-format: a task CSV import that fails names each line and column and stores nothing. */
describeEachBackend('task CSV import errors', (backend) => {
  const t = useTestApp(backend);
  const { importCsv, list, taxonomy } = csvExchange(t);

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

  it('when the header is not one of the two, then 400 naming both and what differs from the nearer', async () => {
    const response = await importCsv(TASKS, 'code,Label,status\nX,x,TODO\n');
    expect(response.status).toBe(400);
    const problem = await json(response);
    expect(problem.detail).toBe(
      `the header must be "${TASK_HEADER}" or "${SHORT_HEADER}" (or, with ?columns=named, name the columns it brings in any order)`,
    );
    expect(problem.errors).toEqual(
      [
        'names an unknown column "Label"',
        'names an unknown column "status"',
        ...['id', 'label', 'description', 'createdDate', 'lastModifiedDate'].map(
          (name) => `lacks the column "${name}"`,
        ),
      ].map((message) => ({ path: 'line 1', message })),
    );
  });

  it('when a named header is wrong, then 400 naming the columns a header may have and each problem', async () => {
    const response = await t.request('POST', `${TASKS}/import.csv?columns=named`, {
      token: t.admin,
      body: 'code,Label,status\nX,x,TODO\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(response.status).toBe(400);
    const problem = await json(response);
    expect(problem.detail).toBe(
      `the header must name "code" and "label", and only columns of "${TASK_HEADER},tagCodes,nomenclatureCode"`,
    );
    expect(problem.errors).toEqual([
      { path: 'line 1', message: 'names an unknown column "Label"' },
      { path: 'line 1', message: 'lacks the column "label"' },
    ]);
  });
});

import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { SHORT_HEADER, TASK_HEADER, TASKS } from './csv-exchange.js';

const COMPANIES = '/api/v1/company';
const COMPANY_HEADER = 'id,code,label,description,createdDate,lastModifiedDate';

/** A label as a spreadsheet on Windows saves it: é (E9), ü (FC), € (80), “ ” (93 94). */
const WINDOWS_1252_LABEL = Buffer.from([
  0x43, 0x61, 0x66, 0xe9, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x35, 0x20, 0x80, 0x20, 0x93, 0x71,
  0x94,
]);
const LABEL = 'Café Müller 5 € “q”';

function csvBytes(header: string, row: Buffer): Uint8Array {
  return Buffer.concat([Buffer.from(`${header}\r\n`), row, Buffer.from('\r\n')]);
}

/** docs/api/exchange.md#csv-format: files as spreadsheets write and read them. */
describeEachBackend('spreadsheet CSV', (backend) => {
  const t = useTestApp(backend);
  const importCsv = (base: string, body: Uint8Array | string, contentType: string, query = '') =>
    t.request('POST', `${base}/import.csv${query}`, {
      token: t.admin,
      body,
      headers: { 'Content-Type': contentType },
    });

  it('when a Windows-1252 file is declared so, then every character is stored as the spreadsheet meant it, and exports back in UTF-8', async () => {
    const row = Buffer.concat([Buffer.from(',T1,'), WINDOWS_1252_LABEL, Buffer.from(',,,,TODO,NORMAL,,,,')]);
    const answer = await importCsv(TASKS, csvBytes(TASK_HEADER, row), 'text/csv; charset=windows-1252');
    expect(answer.status, await answer.clone().text()).toBe(201);
    expect((await json(answer))[0].label).toBe(LABEL);
    const exported = await (await t.request('GET', `${TASKS}/export.csv`, { token: t.admin })).text();
    expect(exported).toContain(`T1,${LABEL}`);
    const company = Buffer.concat([Buffer.from(',ACME,'), WINDOWS_1252_LABEL, Buffer.from(',,,')]);
    const companies = await importCsv(
      COMPANIES,
      csvBytes(COMPANY_HEADER, company),
      'text/csv; charset="CP1252"',
    );
    expect(companies.status).toBe(201);
    expect((await json(companies))[0].label).toBe(LABEL);
  });

  it('when the same bytes come without the declaration, then 400 naming the line, and nothing is stored', async () => {
    const row = Buffer.concat([Buffer.from(',T1,'), WINDOWS_1252_LABEL, Buffer.from(',,')]);
    const problem = await expectProblem(
      await importCsv(TASKS, csvBytes(SHORT_HEADER, row), 'text/csv'),
      400,
      'CSV.MALFORMED',
    );
    expect(problem.errors).toEqual([{ path: 'line 2', message: 'is not valid UTF-8' }]);
    expect(await json(await t.request('GET', TASKS, { token: t.admin }))).toEqual([]);
  });

  it('when a Windows-1252 file holds a byte the encoding does not define, then 400 naming its line, and nothing is stored', async () => {
    const body = Buffer.concat([
      Buffer.from(`${SHORT_HEADER}\r\n,T1,Fine,,,\r\n,T2,Bad `),
      Buffer.from([0x81]),
      Buffer.from(',,,\r\n'),
    ]);
    const problem = await expectProblem(
      await importCsv(TASKS, body, 'text/csv; charset=windows-1252'),
      400,
      'CSV.MALFORMED',
    );
    expect(problem.errors).toEqual([
      { path: 'line 3', message: 'holds a byte Windows-1252 does not define' },
    ]);
    expect(await json(await t.request('GET', TASKS, { token: t.admin }))).toEqual([]);
  });

  it('when another charset is declared, then 400 and nothing is read', async () => {
    const answer = await importCsv(TASKS, `${SHORT_HEADER}\r\n,T1,x,,,\r\n`, 'text/csv; charset=iso-8859-2');
    await expectProblem(answer, 400, 'REQUEST.WRONG_CONTENT_TYPE');
  });

  it('when an export asks for a byte order mark, then the file starts with one; without, byte for byte as before', async () => {
    await importCsv(TASKS, `${SHORT_HEADER}\r\n,T1,Müller,,,\r\n`, 'text/csv');
    for (const base of [TASKS, COMPANIES, '/api/v1/contact']) {
      const withBom = new Uint8Array(
        await (await t.request('GET', `${base}/export.csv?bom=true`, { token: t.admin })).arrayBuffer(),
      );
      const plain = new Uint8Array(
        await (await t.request('GET', `${base}/export.csv`, { token: t.admin })).arrayBuffer(),
      );
      expect([...withBom.subarray(0, 3)], base).toEqual([0xef, 0xbb, 0xbf]);
      expect(Buffer.from(withBom.subarray(3)).equals(Buffer.from(plain)), base).toBe(true);
      expect(plain[0], base).not.toBe(0xef);
      expect((await t.request('GET', `${base}/export.csv?bom=false`, { token: t.admin })).status).toBe(200);
    }
  });

  it('when an export names an unknown or malformed option, then 400 naming it', async () => {
    const unknown = await expectProblem(
      await t.request('GET', `${TASKS}/export.csv?bommm=true`, { token: t.admin }),
      400,
    );
    expect(JSON.stringify(unknown.errors)).toContain('bommm');
    const malformed = await expectProblem(
      await t.request('GET', `${COMPANIES}/export.csv?bom=yes`, { token: t.admin }),
      400,
    );
    expect(JSON.stringify(malformed.errors)).toContain('bom');
  });

  it('when an export with a byte order mark is imported again, then it reads as it was written', async () => {
    await importCsv(TASKS, `${SHORT_HEADER}\r\n,T1,Müller € ok,,,\r\n`, 'text/csv');
    // The bytes, not text(): a Response's text() drops the byte order mark.
    const withBom = new Uint8Array(
      await (await t.request('GET', `${TASKS}/export.csv?bom=true`, { token: t.admin })).arrayBuffer(),
    );
    expect([...withBom.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const again = await importCsv(TASKS, withBom, 'text/csv');
    expect(again.status).toBe(201);
    expect((await json(again))[0].label).toBe('Müller € ok');
  });

  it('when a spreadsheet saves a named header with semicolons in Windows-1252, then the header row shows it and every character is kept', async () => {
    const row = Buffer.concat([Buffer.from('T1;"'), WINDOWS_1252_LABEL, Buffer.from('; more";HIGH')]);
    const answer = await importCsv(
      TASKS,
      csvBytes('code;label;priority', row),
      'text/csv; charset=windows-1252',
      '?columns=named',
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
    expect((await json(answer))[0]).toMatchObject({
      label: `${LABEL}; more`,
      priority: 'HIGH',
      status: 'TODO',
    });
  });

  it('when the delimiter is declared, then it is used; an unknown one is a 400', async () => {
    const declared = await t.request('POST', `${COMPANIES}/import.csv?delimiter=;`, {
      token: t.admin,
      body: `${COMPANY_HEADER.replaceAll(',', ';')}\r\n;ACME;Acme;"a, b";;\r\n`,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(declared.status).toBe(201);
    expect((await json(declared))[0]).toMatchObject({ code: 'ACME', description: 'a, b' });
    await expectProblem(
      await t.request('POST', `${COMPANIES}/import.csv?delimiter=|`, {
        token: t.admin,
        body: 'code|label\r\n',
        headers: { 'Content-Type': 'text/csv' },
      }),
      400,
    );
  });

  it('when rows have several bad cells, then every cell is named, the total given, and nothing is stored', async () => {
    const answer = await importCsv(
      TASKS,
      'code,label,status,dueDate\r\nA, ,LATER,2026-02-30\r\nB,ok,TODO,\r\nC,ok,DONE,tomorrow\r\n',
      'text/csv',
      '?columns=named',
    );
    const problem = await expectProblem(answer, 400, 'RECORD.INVALID_BATCH');
    expect(problem.detail).toBe('2 invalid element(s), 4 error(s); nothing was stored');
    expect(problem.errors?.map((e: { path: string }) => e.path)).toEqual([
      'line 2: label',
      'line 2: status',
      'line 2: dueDate',
      'line 4: dueDate',
    ]);
    expect(await json(await t.request('GET', TASKS, { token: t.admin }))).toEqual([]);
  });
});

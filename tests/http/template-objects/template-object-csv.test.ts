import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { csvExchange, SHORT_HEADER, TASK_HEADER, TEMPLATES, TRICKY } from '../exchange/csv-exchange.js';

/** docs/api/exchange.md#csv-format: template objects use the six-column header. */
describeEachBackend('template object CSV import and export', (backend) => {
  const t = useTestApp(backend);
  const { importCsv, list, exportOf } = csvExchange(t);

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
    const exported = await t.request('GET', `${TEMPLATES}/export.csv`, { token: t.admin });
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="domaintemplates.csv"');
    const [zero, one] = [stored[1], stored[0]];
    expect(await exported.text()).toBe(
      `${SHORT_HEADER}\r\n` +
        `${zero.id},O-0,zero,,${zero.createdDate},${zero.lastModifiedDate}\r\n` +
        `${one.id},O-1,"Объект, ""один""","Ελληνικά\nline",${one.createdDate},${one.lastModifiedDate}\r\n`,
    );
  });

  it('when the task header is sent, then 400 naming the six-column header and each unknown column', async () => {
    const response = await importCsv(TEMPLATES, `${TASK_HEADER}\n,X,x,,,,,,,,,\n`);
    expect(response.status).toBe(400);
    const problem = await json(response);
    expect(problem.detail).toBe(
      `the header must be "${SHORT_HEADER}" (or, with ?columns=named, name the columns it brings in any order)`,
    );
    expect(problem.errors.map((e: { message: string }) => e.message)).toEqual(
      ['status', 'priority', 'dueDate', 'assignedTo', 'tagIds', 'nomenclatureId'].map(
        (name) => `names an unknown column "${name}"`,
      ),
    );
  });

  it('when a label is blank, then 400 naming its line and nothing is stored', async () => {
    const response = await importCsv(TEMPLATES, `${SHORT_HEADER}\n,A,a,,,\n,B, ,,,\n`);
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual([{ path: 'line 3: label', message: 'must not be blank' }]);
    expect(await list(TEMPLATES)).toEqual([]);
  });

  it('when export.csv is imported into a fresh database, then the same objects come back', async () => {
    await t.request('POST', `${TEMPLATES}/import.json`, {
      token: t.admin,
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

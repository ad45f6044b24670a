import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { csvExchange, TASK_HEADER, TASKS, TIMESTAMP, TRICKY, workflow } from '../exchange/csv-exchange.js';

/** docs/api/exchange.md#csv-format: the task CSV export and its round trip. */
describeEachBackend('task CSV export', (backend) => {
  const t = useTestApp(backend);
  const { importCsv, list, exportOf, taxonomy } = csvExchange(t);

  it('when exported, then the twelve-column header, no audit actors, timestamps as in JSON, archived rows absent', async () => {
    const { tagA, tagB, nomenclature } = await taxonomy();
    const body =
      `${TASK_HEADER}\n` +
      `,B,"b, ""quoted""","Ελληνικά, ""кириллица""\r\nsecond line",,,DONE,URGENT,2026-03-01,ann,${tagA};${tagB},${nomenclature}\n` +
      ',A,a,,,,,,,,,\n,Z,z,,,,,,,,,\n';
    const stored = await json(await importCsv(TASKS, body));
    await t.request('DELETE', `${TASKS}/${stored[2].id}`, { token: t.admin });
    const response = await t.request('GET', `${TASKS}/export.csv`, { token: t.admin });
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
      token: t.admin,
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
});

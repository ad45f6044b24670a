import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { SHORT_HEADER, TASKS } from './csv-exchange.js';

const MINIMAL = { Prefer: 'return=minimal' };

/** docs/api/exchange.md#import-answers: Prefer: return=minimal answers the counts. */
describeEachBackend('import answers that scale', (backend) => {
  const t = useTestApp(backend);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request('POST', path, { token: t.admin, json: body, headers });

  it('when a JSON import asks for the minimal answer, then the counts of created and updated elements', async () => {
    const first = await post(
      `${TASKS}/import.json`,
      [
        { code: 'A', label: 'a' },
        { code: 'B', label: 'b' },
      ],
      MINIMAL,
    );
    expect(first.status).toBe(201);
    expect(first.headers.get('preference-applied')).toBe('return=minimal');
    expect(await json(first)).toEqual({ created: 2, updated: 0, total: 2 });
    const again = await post(
      `${TASKS}/import.json`,
      [
        { code: 'A', label: 'a2' },
        { code: 'C', label: 'c' },
      ],
      { Prefer: 'respond-async, return=minimal' },
    );
    expect(await json(again)).toEqual({ created: 1, updated: 1, total: 2 });
    expect(
      (await json(await t.request('GET', TASKS, { token: t.admin }))).map(
        (task: { label: string }) => task.label,
      ),
    ).toEqual(['a2', 'b', 'c']);
  });

  it('when a CSV import, a seed or another resource asks for it, then the same summary', async () => {
    const csv = await t.request('POST', `${TASKS}/import.csv`, {
      token: t.admin,
      body: `${SHORT_HEADER}\r\n,A,a,,,\r\n`,
      headers: { 'Content-Type': 'text/csv', ...MINIMAL },
    });
    expect(await json(csv)).toEqual({ created: 1, updated: 0, total: 1 });
    expect(await json(await post(`${TASKS}/seed`, [{ code: 'A', label: 'again' }], MINIMAL))).toEqual({
      created: 0,
      updated: 1,
      total: 1,
    });
    expect(
      await json(await post('/api/v1/domaintemplate/seed', [{ code: 'T', label: 't' }], MINIMAL)),
    ).toEqual({
      created: 1,
      updated: 0,
      total: 1,
    });
    expect(
      await json(await post('/api/v1/company/import.json', [{ code: 'ACME', label: 'Acme' }], MINIMAL)),
    ).toEqual({
      created: 1,
      updated: 0,
      total: 1,
    });
    expect(await json(await post('/api/v1/badge/seed', [{ code: 'B1', label: 'b' }], MINIMAL))).toEqual({
      created: 1,
      updated: 0,
      total: 1,
    });
    const contacts = [{ firstName: 'Ada', lastName: 'Lovelace' }];
    expect(await json(await post('/api/v1/contact/import.json', contacts, MINIMAL))).toEqual({
      created: 1,
      updated: 0,
      total: 1,
    });
  });

  it('when no preference or another one is sent, then the stored elements as the contract says', async () => {
    const plain = await post(`${TASKS}/import.json`, [{ code: 'A', label: 'a' }]);
    expect(plain.headers.get('preference-applied')).toBeNull();
    expect((await json(plain))[0]).toMatchObject({ code: 'A', label: 'a' });
    const other = await post(`${TASKS}/import.json`, [{ code: 'B', label: 'b' }], {
      Prefer: 'return=representation',
    });
    expect((await json(other))[0]).toMatchObject({ code: 'B' });
  });
});

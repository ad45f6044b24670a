import { describe, expect, it } from 'vitest';
import { json } from '../../support/http.js';
import { createTestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

/**
 * Cells a spreadsheet would evaluate: the plain export writes them as stored (docs/exchange.md);
 * the spreadsheet variant protects them (tests/http/exchange/spreadsheet-formulas.test.ts).
 */
const FORMULAS = {
  label: '=HYPERLINK("http://evil.example","click")',
  description: "+cmd|' /C calc'!A0",
  assignedTo: '@SUM(A1:A9)',
};

/** CSV formula injection: plain exports keep what was stored, so that they re-import to the same state. */
describe('CSV export of formula-like cells', () => {
  const t = useTestApp('memory');

  it('when task cells start with =, +, - or @, then export.csv writes them unprefixed and they re-import unchanged', async () => {
    for (const [code, fields] of [
      ['F1', FORMULAS],
      ['F2', { label: '-2+3' }],
    ] as const) {
      const created = await t.request('POST', '/api/v1/task', { token: t.admin, json: { code, ...fields } });
      expect(created.status).toBe(201);
    }
    const csv = await (await t.request('GET', '/api/v1/task/export.csv', { token: t.admin })).text();
    const [, first, second] = csv.split('\r\n');
    expect(first).toContain(',"=HYPERLINK(""http://evil.example"",""click"")",+cmd|\' /C calc\'!A0,');
    expect(first).toContain(',@SUM(A1:A9),');
    expect(second).toContain(',F2,-2+3,');
    expect(csv).not.toContain("'=");

    const copy = await createTestApp('memory');
    try {
      const imported = await copy.request('POST', '/api/v1/task/import.csv', {
        token: await copy.adminToken(),
        body: csv,
        headers: { 'Content-Type': 'text/csv' },
      });
      expect(imported.status).toBe(201);
      const [task] = await json(imported);
      expect(task).toMatchObject({ code: 'F1', ...FORMULAS });
    } finally {
      await copy.close();
    }
  });

  it('when a contact name is formula-like, then the contacts export writes it as stored', async () => {
    const contact = { firstName: '=1+1', lastName: '@cmd' };
    expect((await t.request('POST', '/api/v1/contact', { token: t.admin, json: contact })).status).toBe(201);
    const csv = await (await t.request('GET', '/api/v1/contact/export.csv', { token: t.admin })).text();
    expect(csv.split('\r\n')[1]).toMatch(/^\d+,=1\+1,@cmd,,,/);
  });
});

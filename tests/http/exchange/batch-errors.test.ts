import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const BAD = 5_000;
const SHORT_HEADER = 'id,code,label,description,createdDate,lastModifiedDate';

describeEachBackend('imports with thousands of bad elements', (backend) => {
  const t = useTestApp(backend);

  /** As many whole entries as 4 KB holds, in order, the first being the first bad element. */
  const expectBoundedList = (body: Awaited<ReturnType<typeof expectProblem>>, firstPath: string) => {
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(4096);
    expect(body.errors?.length).toBeGreaterThan(10);
    expect(body.errors?.[0]?.path).toBe(firstPath);
  };

  const stored = async () => (await json(await t.request('GET', '/api/v1/task', { token: t.admin }))).length;

  it.each([
    ['import.json', (i: number) => ({ code: `T-${i}`, label: ' ' }), '[0].label'],
    ['seed', (i: number) => ({ code: `T-${i}`, label: 'ok', status: 'LATER' }), '[0].status'],
  ])(
    'when %s has 5 000 invalid elements among valid ones, then 400 counts all of them and lists as many as fit in 4 KB',
    async (operation, bad, firstPath) => {
      const elements = Array.from({ length: BAD * 2 }, (_, i) =>
        i % 2 === 0 ? bad(i) : { code: `T-${i}`, label: 'ok' },
      );
      const response = await t.request('POST', `/api/v1/task/${operation}`, {
        token: t.admin,
        json: elements,
      });
      const body = await expectProblem(response, 400);
      expect(body.detail).toContain(`${BAD} `);
      expectBoundedList(body, firstPath);
      expect(await stored()).toBe(0);
    },
  );

  it('when import.csv has 5 000 invalid lines, then 400 counts all of them and lists as many as fit in 4 KB', async () => {
    const lines = Array.from({ length: BAD }, (_, i) => `,T-${i}, ,,,`);
    const response = await t.request('POST', '/api/v1/domaintemplate/import.csv', {
      token: t.admin,
      body: [SHORT_HEADER, ...lines].join('\r\n'),
      headers: { 'Content-Type': 'text/csv' },
    });
    const body = await expectProblem(response, 400, 'RECORD.INVALID_BATCH');
    expect(body.detail).toMatch(
      new RegExp(`^${BAD} invalid element\\(s\\); nothing was stored \\(the first \\d+ listed\\)$`),
    );
    expectBoundedList(body, 'line 2: label');
  });
});

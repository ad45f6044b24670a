// The list cases every resource with a code, a label and change times shares (docs/api/lists.md#coded-lists).
import { beforeEach, expect, it } from 'vitest';
import { expectProblem, json } from './http.js';
import { listed, walked } from './list-pages.js';
import type { UsedTestApp } from './use-test-app.js';

const ROWS = [
  { code: 'b2', label: 'Crème brûlée', description: 'A dessert' },
  { code: 'A1', label: 'Buy milk', description: 'Whole milk, not skimmed' },
  { code: 'c3', label: 'Καλημέρα' },
  { code: 'B4', label: 'Plan' },
];

/** Registers the shared cases for the list at `path`; rows are created through it before each. */
export function codedListCases(t: UsedTestApp, path: string): void {
  const ids: Record<string, number> = {};
  const codes = (query: string) => listed(t, `${path}${query}`, 'code');

  beforeEach(async () => {
    for (const row of ROWS) {
      const response = await t.request('POST', path, { token: t.admin, json: row });
      expect(response.status).toBe(201);
      ids[row.code] = (await json(response)).id;
    }
  });

  it('when no parameter is given, then every row in binary code order, with no Link or count', async () => {
    const response = await t.request('GET', path, { token: t.admin });
    expect(response.headers.get('link')).toBeNull();
    expect(response.headers.get('x-total-count')).toBeNull();
    expect(((await json(response)) as { code: string }[]).map((row) => row.code)).toEqual([
      'A1',
      'B4',
      'b2',
      'c3',
    ]);
  });

  it('when a limit is given, then the pages follow their Links to the end, each row once', async () => {
    expect(await walked(t, `${path}?limit=1`, 'code')).toEqual(['A1', 'B4', 'b2', 'c3']);
    expect(await walked(t, `${path}?limit=3&sort=-code`, 'code')).toEqual(['c3', 'b2', 'B4', 'A1']);
    expect(await walked(t, `${path}?limit=1&sort=label`, 'code')).toEqual(await codes('?sort=label'));
  });

  it('when sorted, then by label in binary order and by creation or change, ties by ID', async () => {
    expect(await codes('?sort=label')).toEqual(['A1', 'b2', 'B4', 'c3']);
    expect(await codes('?sort=-label')).toEqual(['c3', 'B4', 'b2', 'A1']);
    expect(await codes('?sort=createdDate')).toEqual(['b2', 'A1', 'c3', 'B4']);
    const changed = await t.request('PUT', `${path}/${ids.b2}`, {
      token: t.admin,
      json: { code: 'b2', label: 'Crème caramel' },
    });
    expect(changed.status).toBe(200);
    expect(await codes('?sort=-lastModifiedDate')).toEqual(['b2', 'B4', 'c3', 'A1']);
  });

  it('when searched, then by the beginning of words of code, label and description, without case or accents', async () => {
    expect(await codes('?q=creme')).toEqual(['b2']);
    expect(await codes('?q=DESSERT')).toEqual(['b2']);
    expect(await codes('?q=milk%20skim')).toEqual(['A1']);
    expect(await codes('?q=καλη')).toEqual(['c3']);
    expect(await codes('?q=b4')).toEqual(['B4']);
    expect(await codes('?q=milk%20plan')).toEqual([]);
  });

  it('when a row is changed, then it is found by its new words and not by its old ones', async () => {
    const changed = await t.request('PUT', `${path}/${ids.B4}`, {
      token: t.admin,
      json: { code: 'B4', label: 'Schedule' },
    });
    expect(changed.status).toBe(200);
    expect(await codes('?q=schedule')).toEqual(['B4']);
    expect(await codes('?q=plan')).toEqual([]);
  });

  it('when modifiedSince is given, then only the rows changed at or after it', async () => {
    expect(await codes('?modifiedSince=2000-01-01T00:00:00Z')).toHaveLength(4);
    expect(await codes('?modifiedSince=2200-01-01T00:00:00.5Z')).toEqual([]);
  });

  it('when count=true, then X-Total-Count holds every matching row, whatever the page', async () => {
    const response = await t.request('GET', `${path}?q=b&limit=1&count=true`, { token: t.admin });
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(await json(response)).toHaveLength(1);
  });

  it('when a parameter is unknown, malformed or out of range, then 400 naming it', async () => {
    const cases: [string, string][] = [
      ['?colour=red', 'colour'],
      ['?limit=0', 'limit'],
      ['?limit=1001', 'limit'],
      ['?sort=status', 'sort'],
      ['?modifiedSince=yesterday', 'modifiedSince'],
      ['?count=yes', 'count'],
      ['?q=%21%21', 'q'],
      ['?cursor=abc', 'cursor'],
      ['?limit=2&cursor=abc', 'cursor'],
    ];
    for (const [query, name] of cases) {
      const problem = await expectProblem(await t.request('GET', `${path}${query}`, { token: t.admin }), 400);
      expect(
        problem.errors?.map((error) => error.path),
        query,
      ).toContain(name);
    }
  });
}

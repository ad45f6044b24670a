import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { codedListCases } from '../../support/coded-list-cases.js';
import { listed } from '../../support/list-pages.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/lists.md#coded-lists: the badge list pages, sorts, filters, searches and counts. */
describeEachBackend('badge list', (backend) => {
  const t = useTestApp(backend);
  codedListCases(t, '/api/v1/badge');

  it('when a seed replaces a label and adds a badge, then both are found by their new words', async () => {
    const seeded = await t.request('POST', '/api/v1/badge/seed', {
      token: t.admin,
      json: [
        { code: 'B4', label: 'Visitor pass' },
        { code: 'N5', label: 'Night shift' },
      ],
    });
    expect(seeded.status).toBe(201);
    expect(await listed(t, '/api/v1/badge?q=visitor', 'code')).toEqual(['B4']);
    expect(await listed(t, '/api/v1/badge?q=plan', 'code')).toEqual([]);
    expect(await listed(t, '/api/v1/badge?q=night', 'code')).toEqual(['N5']);
  });
});

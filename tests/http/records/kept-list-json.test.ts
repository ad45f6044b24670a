import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** Text that needs escaping, and non-Latin scripts. */
const TRICKY = 'Ελληνικά, "кириллица"\r\nsecond line, \\ and \t';

/**
 * docs/performance.md#the-request-path: a list of records kept since the last read is written from
 * their kept JSON. Its answer is the one `c.json` gives: the same bytes, type and length.
 */
describeEachBackend('lists answered from kept records', (backend) => {
  const t = useTestApp(backend);

  it('when a list is read again, unchanged then after a write, then each answer is the JSON of its records', async () => {
    const ids: number[] = [];
    for (const code of ['A', 'B', 'C']) {
      const created = await t.request('POST', '/api/v1/task', {
        token: t.admin,
        json: { code, label: `Task ${code}`, description: TRICKY },
      });
      ids.push((await json(created)).id as number);
    }
    const read = async (path: string) => {
      const response = await t.request('GET', path, { token: t.admin });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      if (response.headers.has('content-length'))
        expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      return bytes.toString('utf8');
    };

    for (const path of ['/api/v1/task', '/api/v1/task?limit=2']) {
      const first = await read(path);
      expect(JSON.parse(first).map((task: { description: string }) => task.description)).toEqual(
        path.includes('limit') ? [TRICKY, TRICKY] : [TRICKY, TRICKY, TRICKY],
      );
      expect(await read(path)).toBe(first);
    }
    await t.request('PATCH', `/api/v1/task/${ids[1]}`, {
      token: t.admin,
      body: JSON.stringify({ label: 'Patched' }),
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    const after = JSON.parse(await read('/api/v1/task'));
    expect(after.map((task: { label: string }) => task.label)).toEqual(['Task A', 'Patched', 'Task C']);
    expect(JSON.parse(await read('/api/v1/task?limit=2'))[1].label).toBe('Patched');
  });
});

import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useRaceApp } from '../../support/use-race-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const BASE = '/api/v1/settings/user';
const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };
const STALE = '"an-older-tag"';

/** docs/api/settings.md, docs/api/records.md#conditional-requests and #patch, on the three settings endpoints. */
describeEachBackend('settings: ETags, If-Match, If-None-Match and PATCH', (backend) => {
  const t = useTestApp(backend);

  const owners = async () => {
    const alice = await t.createUser({ username: 'alice', roles: ['USER'] });
    return [
      { name: 'own', path: `${BASE}/me`, token: await alice.token() },
      { name: 'of a user', path: `${BASE}/users/${alice.id}`, token: t.admin },
      { name: 'anonymous', path: `${BASE}/anonymous`, token: t.admin },
    ];
  };

  it('when settings are read, then with an ETag; If-None-Match with it is a 304 until they change', async () => {
    for (const { name, path, token } of await owners()) {
      const read = await t.request('GET', path, { token });
      const etag = read.headers.get('etag');
      expect(etag, name).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(
        (await t.request('GET', path, { token, headers: { 'if-none-match': etag! } })).status,
        name,
      ).toBe(304);
      // Settings have no timestamp: their ETag changes when the view mode does.
      const viewMode = (await json(read)).viewMode === 'dark' ? 'light' : 'dark';
      const saved = await t.request('PUT', path, { token, json: { viewMode } });
      expect(saved.headers.get('etag'), name).not.toBe(etag);
      const again = await t.request('GET', path, { token, headers: { 'if-none-match': etag! } });
      expect(again.status, name).toBe(200);
      expect(again.headers.get('etag'), name).toBe(saved.headers.get('etag'));
    }
  });

  it('when PUT names an older ETag in If-Match, then 412 and nothing changes; the current one (even before a first save) is written', async () => {
    for (const { name, path, token } of await owners()) {
      const fresh = (await t.request('GET', path, { token })).headers.get('etag')!;
      const first = await t.request('PUT', path, {
        token,
        json: { viewMode: 'light' },
        headers: { 'if-match': fresh },
      });
      expect(first.status, name).toBe(200);
      const stale = await t.request('PUT', path, {
        token,
        json: { viewMode: 'dark' },
        headers: { 'if-match': fresh },
      });
      await expectProblem(stale, 412, 'RECORD.PRECONDITION_FAILED');
      expect(await json(await t.request('GET', path, { token })), name).toEqual({ viewMode: 'light' });
      for (const condition of [STALE, `W/${first.headers.get('etag')}`]) {
        const refused = await t.request('PUT', path, {
          token,
          json: { viewMode: 'dark' },
          headers: { 'if-match': condition },
        });
        expect(refused.status, name).toBe(412);
      }
      const any = await t.request('PUT', path, {
        token,
        json: { viewMode: 'dark' },
        headers: { 'if-match': '*' },
      });
      expect(any.status, name).toBe(200);
    }
  });

  it('when settings are patched, then the view mode changes; null, an unknown property or a stale If-Match are refused', async () => {
    for (const { name, path, token } of await owners()) {
      const patch = (body: object, headers: Record<string, string> = {}) =>
        t.request('PATCH', path, {
          token,
          body: JSON.stringify(body),
          headers: { ...MERGE_PATCH, ...headers },
        });
      const patched = await patch({ viewMode: 'dark' });
      expect(patched.status, name).toBe(200);
      expect(await json(patched), name).toEqual({ viewMode: 'dark' });
      expect(patched.headers.get('etag')).toBe((await t.request('GET', path, { token })).headers.get('etag'));
      await expectProblem(await patch({ viewMode: null }), 400, 'REQUEST.INVALID');
      await expectProblem(await patch({ theme: 'dark' }), 400, 'REQUEST.INVALID');
      await expectProblem(
        await patch({ viewMode: 'light' }, { 'if-match': STALE }),
        412,
        'RECORD.PRECONDITION_FAILED',
      );
      expect(await json(await t.request('GET', path, { token })), name).toEqual({ viewMode: 'dark' });
    }
  });

  it('when the user does not exist, then PUT and PATCH of their settings are 404 whatever If-Match says', async () => {
    const headers = { 'if-match': '*' };
    await expectProblem(
      await t.request('PUT', `${BASE}/users/98765`, { token: t.admin, json: { viewMode: 'dark' }, headers }),
      404,
    );
    const body = JSON.stringify({ viewMode: 'dark' });
    await expectProblem(
      await t.request('PATCH', `${BASE}/users/98765`, {
        token: t.admin,
        body,
        headers: { ...MERGE_PATCH, ...headers },
      }),
      404,
    );
  });
});

/** Two PUTs of the anonymous settings with the ETag both read: exactly one is written. */
describeEachBackend('two If-Match writers of the same settings', (backend) => {
  const race = useRaceApp(backend);

  describe('anonymous settings', () => {
    it('when both send the same If-Match, then one is written and the other gets 412', async () => {
      const path = `${BASE}/anonymous`;
      const headers = { 'if-match': (await race.app.request('GET', path)).headers.get('etag')! };
      const run = await race.interleaver.run(
        () => race.app.request('PUT', path, { token: race.admin, json: { viewMode: 'dark' }, headers }),
        { repository: 'settings', method: 'saveForRole', moment: 'before' },
        () => race.app.request('PUT', path, { token: race.admin, json: { viewMode: 'light' }, headers }),
      );
      expect([run.first.status, run.second.status].sort()).toEqual([200, 412]);
      const winner = run.first.status === 200 ? 'dark' : 'light';
      expect(await json(await race.app.request('GET', path))).toEqual({ viewMode: winner });
    });
  });
});

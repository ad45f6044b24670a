import { expect, it } from 'vitest';
import type { LlmSettingsRepository } from '../../../application/llm/ports/llm-settings.repository.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useRaceApp } from '../../support/use-race-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const PATH = '/api/v1/lmstudio/settings';
const SETTINGS = { baseUrl: 'http://lmstudio:1234', model: 'qwen2.5-7b-instruct', timeoutSeconds: 60 };
const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };
const STALE = '"an-older-tag"';

/** docs/api/llm.md#llm-operations, docs/api/records.md#conditional-requests and #patch, on the one configuration. */
describeEachBackend('language-model settings: ETags, If-Match, If-None-Match and PATCH', (backend) => {
  const t = useTestApp(backend);

  const put = (body: unknown, headers: Record<string, string> = {}) =>
    t.request('PUT', PATH, { token: t.admin, json: body, headers });
  const get = (headers: Record<string, string> = {}) => t.request('GET', PATH, { token: t.admin, headers });
  const patch = (body: unknown, headers: Record<string, string> = {}) =>
    t.request('PATCH', PATH, {
      token: t.admin,
      body: JSON.stringify(body),
      headers: { ...MERGE_PATCH, ...headers },
    });
  const storedToken = async () =>
    (await t.service.container.get<LlmSettingsRepository>(TOKENS.llmSettingsRepository).get())?.token;

  it('when the settings are read, then with the ETag the PUT gave; If-None-Match with it is a 304 until they change', async () => {
    const saved = await put(SETTINGS);
    const etag = saved.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const read = await get();
    expect(read.headers.get('etag')).toBe(etag);
    const notModified = await get({ 'if-none-match': etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');
    await put({ ...SETTINGS, model: 'llama-3.1-8b' });
    expect((await get({ 'if-none-match': etag! })).status).toBe(200);
  });

  it('when only the token changes, then the ETag changes though the representation does not', async () => {
    const first = await put({ ...SETTINGS, token: 'first-token' });
    const second = await put({ ...SETTINGS, token: 'second-token' });
    expect(await json(second)).toEqual(await json(first));
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('when PUT names an older ETag, then 412 and nothing changes; the current one or * is written', async () => {
    const fresh = (await put(SETTINGS)).headers.get('etag')!;
    const first = await put({ ...SETTINGS, model: 'first' }, { 'if-match': fresh });
    expect(first.status).toBe(200);
    await expectProblem(
      await put({ ...SETTINGS, model: 'second' }, { 'if-match': fresh }),
      412,
      'RECORD.PRECONDITION_FAILED',
    );
    await expectProblem(
      await put({ ...SETTINGS, model: 'second' }, { 'if-match': `W/${first.headers.get('etag')}` }),
      412,
    );
    expect(await json(await get())).toMatchObject({ model: 'first' });
    expect((await put({ ...SETTINGS, model: 'third' }, { 'if-match': '*' })).status).toBe(200);
  });

  it('when nothing is stored, then a PUT with If-Match (even *) is a 412 and stores nothing; without, it creates', async () => {
    await expectProblem(await put(SETTINGS, { 'if-match': '*' }), 412, 'RECORD.PRECONDITION_FAILED');
    await expectProblem(await get(), 404, 'LLM.SETTINGS_NOT_FOUND');
    expect((await put(SETTINGS)).status).toBe(200);
  });

  it('when the settings are patched, then the named fields change, the token is kept, and the ETag is the one GET gives', async () => {
    await put({ ...SETTINGS, token: 'kept-token' });
    const patched = await patch({ model: 'llama-3.1-8b', timeoutSeconds: 30 });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toEqual({
      ...SETTINGS,
      model: 'llama-3.1-8b',
      timeoutSeconds: 30,
      tokenConfigured: true,
    });
    expect(patched.headers.get('etag')).toBe((await get()).headers.get('etag'));
    expect(await storedToken()).toBe('kept-token');
    expect(await json(await patch({ token: null }))).toMatchObject({ tokenConfigured: true });
    expect(await json(await patch({ token: '' }))).toMatchObject({ tokenConfigured: false });
    expect(await storedToken()).toBeNull();
  });

  it('when a patch is invalid or stale, then it is refused and nothing changes', async () => {
    const etag = (await put(SETTINGS)).headers.get('etag')!;
    await expectProblem(await patch({ model: null }), 400, 'REQUEST.INVALID');
    await expectProblem(await patch({ temperature: 1 }), 400, 'REQUEST.INVALID');
    await expectProblem(await patch({ baseUrl: 'file:///etc/passwd' }), 400, 'LLM.INVALID_SETTINGS');
    await expectProblem(
      await patch({ model: 'x' }, { 'if-match': STALE }),
      412,
      'RECORD.PRECONDITION_FAILED',
    );
    const read = await get();
    expect(await json(read)).toEqual({ ...SETTINGS, tokenConfigured: false });
    expect(read.headers.get('etag')).toBe(etag);
  });

  it('when nothing is stored, then a PATCH is a 404', async () => {
    await expectProblem(await patch({ model: 'x' }), 404, 'LLM.SETTINGS_NOT_FOUND');
  });

  it('when a USER patches the settings, then 403', async () => {
    await put(SETTINGS);
    const user = await t.createUser({ username: 'bob', roles: ['USER'] });
    const response = await t.request('PATCH', PATH, {
      token: await user.token(),
      body: JSON.stringify({ model: 'x' }),
      headers: MERGE_PATCH,
    });
    await expectProblem(response, 403);
  });
});

/** Two PUTs with the ETag both read: exactly one is written. */
describeEachBackend('two If-Match writers of the language-model settings', (backend) => {
  const race = useRaceApp(backend);

  it('when both send the same If-Match, then one is written and the other gets 412', async () => {
    const write = (model: string, headers: Record<string, string>) =>
      race.app.request('PUT', PATH, { token: race.admin, json: { ...SETTINGS, model }, headers });
    const headers = { 'if-match': (await write('start', {})).headers.get('etag')! };
    const run = await race.interleaver.run(
      () => write('first', headers),
      { repository: 'llmSettings', method: 'save', moment: 'before' },
      () => write('second', headers),
    );
    expect([run.first.status, run.second.status].sort()).toEqual([200, 412]);
    const winner = run.first.status === 200 ? 'first' : 'second';
    expect(await json(await race.app.request('GET', PATH, { token: race.admin }))).toMatchObject({
      model: winner,
    });
  });
});

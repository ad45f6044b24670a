import { afterEach, beforeEach, expect, it } from 'vitest';
import type { LlmSettingsRepository } from '../../../application/llm/ports/llm-settings.repository.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { describeEachBackend } from '../../support/backends.js';
import { type FakeLlmServer, startFakeLlmServer } from '../../support/fake-llm-server.js';
import { json } from '../../support/http.js';
import { useLlmApp } from '../../support/use-llm-app.js';

const PATH = '/api/v1/lmstudio/settings';
const TOKEN = 'sk-upstream:Origin.Bound_7';
const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

/** docs/api/llm.md#token: a stored token is only ever sent to the origin it was given for. */
describeEachBackend('language-model token and the origin of baseUrl', (backend) => {
  const llm = useLlmApp(backend);
  const { t, configure } = llm;
  /** Another host the administrator could point the settings at: a second server on another port. */
  let elsewhere: FakeLlmServer;
  beforeEach(async () => {
    elsewhere = await startFakeLlmServer();
  });
  afterEach(async () => {
    await elsewhere.close();
  });

  const settings = (overrides: object) => ({ model: 'local-model', timeoutSeconds: 30, ...overrides });
  const put = (body: object) => t.request('PUT', PATH, { token: t.admin, json: settings(body) });
  const patch = (body: object) =>
    t.request('PATCH', PATH, { token: t.admin, body: JSON.stringify(body), headers: MERGE_PATCH });
  const prompt = () =>
    t.request('POST', '/api/v1/lmstudio/prompt', { token: t.admin, json: { prompt: 'hi' } });
  const storedToken = async () =>
    (await t.service.container.get<LlmSettingsRepository>(TOKENS.llmSettingsRepository).get())?.token;

  it.each([
    ['omitted', {}],
    ['null', { token: null }],
  ])(
    'when a PUT moves baseUrl to another origin with the token %s, then the token is dropped and never sent there',
    async (_, token) => {
      expect((await configure({ token: TOKEN })).status).toBe(200);
      const moved = await put({ baseUrl: elsewhere.baseUrl, ...token });
      expect(moved.status).toBe(200);
      expect(await json(moved)).toMatchObject({ baseUrl: elsewhere.baseUrl, tokenConfigured: false });
      expect(await storedToken()).toBeNull();
      expect((await prompt()).status).toBe(200);
      expect(elsewhere.requests).toHaveLength(1);
      expect(elsewhere.requests[0]!.headers.authorization).toBeUndefined();
    },
  );

  it('when a PATCH moves baseUrl to another origin without a token, then the token is dropped', async () => {
    await configure({ token: TOKEN });
    const moved = await patch({ baseUrl: elsewhere.baseUrl });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ tokenConfigured: false });
    expect((await prompt()).status).toBe(200);
    expect(elsewhere.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('when a PUT moves baseUrl to another origin with a new token, then the new token is stored and sent', async () => {
    await configure({ token: TOKEN });
    const moved = await put({ baseUrl: elsewhere.baseUrl, token: 'sk-for-the-new-host' });
    expect(await json(moved)).toMatchObject({ tokenConfigured: true });
    expect((await prompt()).status).toBe(200);
    expect(elsewhere.requests[0]!.headers.authorization).toBe('Bearer sk-for-the-new-host');
  });

  it.each([
    ['a path added', (root: string) => `${root}/proxy/`],
    ['the host in capitals', (root: string) => root.replace('http://', 'HTTP://')],
    ['the same root', (root: string) => root],
  ])(
    'when a PUT keeps the origin with %s and no token, then the token is kept and sent',
    async (_, moved) => {
      await configure({ token: TOKEN });
      const saved = await put({ baseUrl: moved(llm.upstream.baseUrl) });
      expect(await json(saved)).toMatchObject({ tokenConfigured: true });
      expect(await storedToken()).toBe(TOKEN);
      expect((await prompt()).status).toBe(200);
      expect(llm.upstream.requests.at(-1)!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    },
  );
});

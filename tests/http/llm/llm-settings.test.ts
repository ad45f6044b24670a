import { expect, it } from 'vitest';
import type { LlmSettingsRepository } from '../../../application/llm/ports/llm-settings.repository.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { createTestDatabase, describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const PATH = '/api/v1/lmstudio/settings';
const SETTINGS = { baseUrl: 'http://lmstudio:1234', model: 'qwen2.5-7b-instruct', timeoutSeconds: 60 };
const TOKEN = 'sk-live:Secret.Token_42';

async function storedToken(t: TestApp): Promise<string | null | undefined> {
  const repository = t.service.container.get<LlmSettingsRepository>(TOKENS.llmSettingsRepository);
  return (await repository.get())?.token;
}

describeEachBackend('language-model settings', (backend) => {
  const t = useTestApp(backend);

  const put = (body: unknown) => t.request('PUT', PATH, { token: t.admin, json: body });
  const get = () => t.request('GET', PATH, { token: t.admin });

  it('when the settings were never saved, then GET is a 404 problem', async () => {
    const response = await get();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await json(response)).toMatchObject({ status: 404, code: 'LLM.SETTINGS_NOT_FOUND' });
  });

  it('when an admin PUTs valid settings, then 200 returns them and GET returns the same', async () => {
    const saved = await put(SETTINGS);
    expect(saved.status).toBe(200);
    const expected = { ...SETTINGS, tokenConfigured: false };
    expect(await json(saved)).toEqual(expected);
    const read = await get();
    expect(read.status).toBe(200);
    expect(await json(read)).toEqual(expected);
  });

  it('when a token is stored, then tokenConfigured is true and no response contains the token', async () => {
    const saved = await put({ ...SETTINGS, token: TOKEN });
    const savedText = await saved.text();
    const readText = await (await get()).text();
    for (const text of [savedText, readText]) {
      expect(text).not.toContain(TOKEN);
      expect(JSON.parse(text)).toEqual({ ...SETTINGS, tokenConfigured: true });
    }
    expect(await storedToken(t)).toBe(TOKEN);
  });

  it.each([
    ['omitted', {}],
    ['null', { token: null }],
  ])('when a later PUT has the token %s, then the stored token is kept', async (_, token) => {
    await put({ ...SETTINGS, token: TOKEN });
    const response = await put({ ...SETTINGS, model: 'llama-3.1-8b', ...token });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...SETTINGS, model: 'llama-3.1-8b', tokenConfigured: true });
    expect(await storedToken(t)).toBe(TOKEN);
  });

  it('when a later PUT has an empty token, then the token is removed', async () => {
    await put({ ...SETTINGS, token: TOKEN });
    const response = await put({ ...SETTINGS, token: '' });
    expect(await json(response)).toEqual({ ...SETTINGS, tokenConfigured: false });
    expect(await storedToken(t)).toBeNull();
  });

  it('when a later PUT has another token, then it replaces the stored one', async () => {
    await put({ ...SETTINGS, token: TOKEN });
    await put({ ...SETTINGS, token: 'replacement-token' });
    expect(await storedToken(t)).toBe('replacement-token');
  });

  it('when the client sends tokenConfigured back, then it is ignored', async () => {
    const response = await put({ ...SETTINGS, tokenConfigured: true });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...SETTINGS, tokenConfigured: false });
  });

  it.each([
    ['baseUrl', 'an ftp URL', { baseUrl: 'ftp://lmstudio:1234' }],
    ['baseUrl', 'credentials', { baseUrl: 'http://user:pw@lmstudio:1234' }],
    ['baseUrl', 'a query', { baseUrl: 'http://lmstudio:1234/?q=1' }],
    ['baseUrl', 'a fragment', { baseUrl: 'http://lmstudio:1234/#f' }],
    ['baseUrl', 'a relative URL', { baseUrl: 'lmstudio:1234' }],
    ['baseUrl', '2049 characters', { baseUrl: `http://lmstudio:1234/${'p'.repeat(2049 - 21)}` }],
    ['baseUrl', 'no value', { baseUrl: undefined }],
    ['model', 'a blank value', { model: '   ' }],
    ['model', '256 characters', { model: 'm'.repeat(256) }],
    ['model', 'a number', { model: 7 }],
    ['timeoutSeconds', 'zero', { timeoutSeconds: 0 }],
    ['timeoutSeconds', 'a fraction', { timeoutSeconds: 1.5 }],
    ['timeoutSeconds', 'a string', { timeoutSeconds: '60' }],
    ['token', 'a space', { token: 'secret token' }],
    ['token', '4097 characters', { token: 's'.repeat(4097) }],
    ['token', 'a number', { token: 42 }],
    ['temperature', 'an unknown property', { temperature: 0.2 }],
  ])('when %s has %s, then 400 names that field and nothing changes', async (field, _, overrides) => {
    await put({ ...SETTINGS, token: TOKEN });
    const response = await put({ ...SETTINGS, ...overrides });
    expect(response.status).toBe(400);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual([field]);
    if ('token' in overrides && typeof overrides.token === 'string')
      expect(text).not.toContain(overrides.token);
    expect(await json(await get())).toEqual({ ...SETTINGS, tokenConfigured: true });
    expect(await storedToken(t)).toBe(TOKEN);
  });

  it('when the settings are sent without a bearer token, then GET and PUT are 401', async () => {
    expect((await t.request('GET', PATH)).status).toBe(401);
    expect((await t.request('PUT', PATH, { json: SETTINGS })).status).toBe(401);
  });

  it('when a USER reads or writes the settings, then 403 and nothing is stored', async () => {
    const user = await (await t.createUser({ username: 'reader', roles: ['USER'] })).token();
    expect((await t.request('GET', PATH, { token: user })).status).toBe(403);
    expect((await t.request('PUT', PATH, { token: user, json: SETTINGS })).status).toBe(403);
    expect((await get()).status).toBe(404);
  });
});

describeEachBackend(
  'language-model settings across restarts',
  (backend) => {
    it('when the service restarts on the same database, then the settings and token are still there', async () => {
      const database = await createTestDatabase(backend);
      try {
        const first = await createTestApp(backend, { database });
        const saved = await first.request('PUT', PATH, {
          token: await first.adminToken(),
          json: { ...SETTINGS, token: TOKEN },
        });
        expect(saved.status).toBe(200);
        await first.close();

        const second = await createTestApp(backend, { database });
        try {
          const read = await second.request('GET', PATH, { token: await second.adminToken() });
          expect(read.status).toBe(200);
          expect(await json(read)).toEqual({ ...SETTINGS, tokenConfigured: true });
          expect(await storedToken(second)).toBe(TOKEN);
        } finally {
          await second.close();
        }
      } finally {
        await database.drop();
      }
    });
  },
  ['sqlite', 'postgres'],
);

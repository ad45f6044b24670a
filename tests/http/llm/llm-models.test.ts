import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { closedServerUrl, modelList } from '../../support/fake-llm-server.js';
import { expectProblem, json } from '../../support/http.js';
import { useLlmApp } from '../../support/use-llm-app.js';

const MODELS = '/api/v1/lmstudio/models';
const TOKEN = 'sk-upstream:Very.Secret_99';

/** docs/api/llm.md#models: the models the configured server offers. */
describeEachBackend('language-model models', (backend) => {
  const llm = useLlmApp(backend);
  const { t } = llm;

  const configure = (overrides: object = {}) =>
    llm.configure({ baseUrl: `${llm.upstream.baseUrl}/`, model: 'qwen', ...overrides });
  const models = (token = t.admin) => t.request('GET', MODELS, { token });
  const listing = (body: unknown) =>
    ({ kind: 'raw', status: 200, body: JSON.stringify(body), contentType: 'application/json' }) as const;

  it('when the server lists models, then they come in its order with the configured model beside them', async () => {
    await configure({ token: TOKEN });
    llm.upstream.respondWith(listing(modelList(['qwen', 'llama-3.1-8b', 'Ελληνικό'])));
    const response = await models();
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      configuredModel: 'qwen',
      models: [
        { id: 'qwen', ownedBy: 'fake-lab' },
        { id: 'llama-3.1-8b', ownedBy: 'fake-lab' },
        { id: 'Ελληνικό', ownedBy: 'fake-lab' },
      ],
    });
    const [sent] = llm.upstream.requests;
    expect(sent).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(sent!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('when an entry names no owner, then ownedBy is left out; an empty list is a list', async () => {
    await configure();
    llm.upstream.respondWith(listing({ data: [{ id: 'bare' }] }));
    expect((await json(await models())).models).toEqual([{ id: 'bare' }]);
    llm.upstream.respondWith(listing({ object: 'list', data: [] }));
    expect((await json(await models())).models).toEqual([]);
  });

  it('when a USER asks, then the list is given as to an ADMIN', async () => {
    await configure();
    llm.upstream.respondWith(listing(modelList(['qwen'])));
    const user = await t.createUser({ username: 'reader' });
    expect((await models(await user.token())).status).toBe(200);
  });

  it('when nothing is configured, then 503 and nothing is sent', async () => {
    await expectProblem(await models(), 503, 'LLM.NOT_CONFIGURED');
    expect(llm.upstream.requests).toHaveLength(0);
  });

  for (const [name, behaviour, code] of [
    ['a 500', { kind: 'raw', status: 500, body: `boom ${TOKEN}` }, 'LLM.UPSTREAM_STATUS'],
    ['a 404 (no model list there)', { kind: 'raw', status: 404, body: 'boom' }, 'LLM.UPSTREAM_STATUS'],
    ['a redirect', { kind: 'raw', status: 302, body: '' }, 'LLM.UPSTREAM_STATUS'],
    ['a 200 that is not JSON', { kind: 'raw', status: 200, body: '<html>boom' }, 'LLM.MALFORMED_REPLY'],
    ['a 200 without data', listing({ object: 'list' }), 'LLM.MALFORMED_REPLY'],
    [
      'an entry without an id',
      listing({ data: [{ id: 'ok' }, { owned_by: 'boom' }] }),
      'LLM.MALFORMED_REPLY',
    ],
  ] as const) {
    it(`when the server answers ${name}, then 502 ${code} without its text`, async () => {
      await configure({ token: TOKEN });
      llm.upstream.respondWith(behaviour);
      const body = await expectProblem(await models(), 502, code);
      expect(JSON.stringify(body)).not.toContain('boom');
      expect(JSON.stringify(body)).not.toContain(TOKEN);
      expect(llm.logLines.join('')).not.toContain(TOKEN);
    });
  }

  it('when the server is not listening, then 502', async () => {
    await configure({ baseUrl: await closedServerUrl() });
    await expectProblem(await models(), 502, 'LLM.UNREACHABLE');
  });

  it('when the server is slower than timeoutSeconds, then 504 soon after the timeout', async () => {
    await configure({ timeoutSeconds: 1 });
    llm.upstream.respondWith({ kind: 'slow-body', delayMs: 5_000 });
    const started = performance.now();
    await expectProblem(await models(), 504, 'LLM.TIMEOUT');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('when called without a token, then 401', async () => {
    expect((await t.request('GET', MODELS)).status).toBe(401);
  });
});

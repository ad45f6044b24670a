import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import {
  closedServerUrl,
  FAKE_CONTENT,
  FAKE_USAGE,
  startFakeLlmServer,
} from '../../support/fake-llm-server.js';
import { json } from '../../support/http.js';
import { useLlmApp } from '../../support/use-llm-app.js';

const PROMPT = '/api/v1/lmstudio/prompt';
const TOKEN = 'sk-upstream:Very.Secret_99';

/** docs/api/llm.md#prompt: the prompt gateway, against a real local HTTP server playing the model server. */
describeEachBackend('language-model prompt', (backend) => {
  const llm = useLlmApp(backend);
  const { t, configure } = llm;

  const prompt = (body: object = { prompt: 'Hello?' }, token = t.admin) =>
    t.request('POST', PROMPT, { token, json: body });

  it('when nothing is configured, then 503 and the rest of the service works', async () => {
    const response = await prompt();
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect((await t.request('GET', '/api/v1/task', { token: t.admin })).status).toBe(200);
  });

  it('when configured without a token, then the OpenAI-compatible request is sent with no Authorization', async () => {
    await configure();
    const response = await prompt({ prompt: 'Summarise Ελληνικά', system: 'Be brief.' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ model: 'local-model', content: FAKE_CONTENT, usage: FAKE_USAGE });
    const [sent] = llm.upstream.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(sent!.headers.authorization).toBeUndefined();
    expect(JSON.parse(sent!.body)).toEqual({
      model: 'local-model',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Summarise Ελληνικά' },
      ],
      stream: false,
    });
  });

  it('when a token is stored, then it is sent as a bearer credential and appears in no response or log line', async () => {
    await configure({ token: TOKEN });
    const user = await t.createUser({ username: 'asker' });
    expect((await prompt({ prompt: 'hi' }, await user.token())).status).toBe(200);
    expect(llm.upstream.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    llm.upstream.respondWith({ kind: 'raw', status: 500, body: `llm.upstream echoes ${TOKEN}` });
    const failed = await prompt();
    expect(failed.status).toBe(502);
    expect(await failed.text()).not.toContain(TOKEN);
    expect(llm.logLines.length).toBeGreaterThan(0);
    expect(llm.logLines.join('')).not.toContain(TOKEN);
  });

  it('when the settings change, then the very next prompt uses them', async () => {
    await configure();
    const other = await startFakeLlmServer();
    try {
      await configure({ baseUrl: `${other.baseUrl}/`, model: 'other-model' });
      expect((await json(await prompt())).model).toBe('other-model');
      expect(other.requests).toHaveLength(1);
      expect(llm.upstream.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  for (const [name, behaviour] of [
    ['a 500', { kind: 'raw', status: 500, body: 'boom' }],
    ['a 401', { kind: 'raw', status: 401, body: 'no' }],
    ['a redirect, which it does not follow', { kind: 'raw', status: 302, body: '' }],
    ['a 200 that is not JSON', { kind: 'raw', status: 200, body: '<html>' }],
    ['a 200 without choices', { kind: 'complete', reply: { object: 'chat.completion' } }],
    [
      'a 200 whose content is not text',
      { kind: 'complete', reply: { choices: [{ message: { content: 7 } }] } },
    ],
  ] as const) {
    it(`when the server answers ${name}, then 502`, async () => {
      await configure();
      llm.upstream.respondWith(behaviour);
      const response = await prompt();
      expect(response.status).toBe(502);
      expect((await json(response)).detail).not.toContain('boom');
    });
  }

  it('when the server is not listening, then 502', async () => {
    await configure({ baseUrl: await closedServerUrl() });
    expect((await prompt()).status).toBe(502);
  });

  for (const kind of ['slow', 'slow-body'] as const) {
    it(`when the server is ${kind} beyond timeoutSeconds, then 504 soon after the timeout`, async () => {
      await configure({ timeoutSeconds: 1 });
      llm.upstream.respondWith({ kind, delayMs: 5_000 });
      const started = performance.now();
      const response = await prompt();
      expect(response.status).toBe(504);
      expect(performance.now() - started).toBeLessThan(3_000);
    });
  }

  for (const [name, body, path] of [
    ['no prompt', {}, 'prompt'],
    ['an empty prompt', { prompt: '' }, 'prompt'],
    ['a prompt over 100 000 characters', { prompt: 'x'.repeat(100_001) }, 'prompt'],
    ['an unknown property', { prompt: 'x', temperature: 2 }, 'temperature'],
  ] as const) {
    it(`when the body has ${name}, then 400 naming ${path} and nothing is sent`, async () => {
      await configure();
      const response = await prompt(body);
      expect(response.status).toBe(400);
      expect((await json(response)).errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(llm.upstream.requests).toHaveLength(0);
    });
  }

  it('when called without a token, then 401', async () => {
    expect((await t.request('POST', PROMPT, { json: { prompt: 'x' } })).status).toBe(401);
  });
});

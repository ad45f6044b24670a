import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import {
  closedServerUrl,
  completion,
  FAKE_CONTENT,
  FAKE_USAGE,
  streamedReply,
} from '../../support/fake-llm-server.js';
import { expectProblem } from '../../support/http.js';
import { useLlmApp } from '../../support/use-llm-app.js';
import { readEvents, type StreamedEvent } from './streamed-events.js';

const STREAM = '/api/v1/lmstudio/prompt/stream';
const PROMPT = '/api/v1/lmstudio/prompt';
const TOKEN = 'sk-upstream:Very.Secret_99';

/** docs/api/llm.md#streamed-prompt: the streamed prompt against a real local server playing the model server. */
describeEachBackend('streamed language-model prompt', (backend) => {
  const llm = useLlmApp(backend);
  const { t, configure } = llm;

  const stream = (body: object = { prompt: 'Hello?' }, token = t.admin) =>
    t.request('POST', STREAM, { token, json: body });
  const streamEvents = async (): Promise<StreamedEvent[]> => {
    const response = await stream();
    expect(response.status).toBe(200);
    return readEvents(response);
  };

  it('when the server streams a reply, then deltas come in order and done carries model, finish reason and usage', async () => {
    await configure();
    llm.upstream.respondWith({
      kind: 'stream',
      pieces: streamedReply('served-model', ['Hel', 'lo', ' Ελλάδα']),
    });
    const response = await stream({ prompt: 'Summarise', system: 'Be brief.' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readEvents(response)).toEqual([
      { event: 'delta', data: { text: 'Hel' } },
      { event: 'delta', data: { text: 'lo' } },
      { event: 'delta', data: { text: ' Ελλάδα' } },
      { event: 'done', data: { model: 'served-model', finishReason: 'stop', usage: FAKE_USAGE } },
    ]);
    const [sent] = llm.upstream.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(sent!.headers.accept).toBe('text/event-stream');
    expect(JSON.parse(sent!.body)).toEqual({
      model: 'local-model',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Summarise' },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('when the pieces split events, lines and characters anywhere and end in CRLF, then the events are the same', async () => {
    await configure();
    const body = streamedReply('m', ['a', 'é😀'], { usage: null }).join('').replaceAll('\n', '\r\n');
    const bytes = Buffer.from(`: a comment first\r\n\r\n${body}`);
    // Pieces of 3 bytes cut multi-byte characters and CRLF pairs in two.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 3) }, (_, i) =>
      bytes.subarray(i * 3, i * 3 + 3),
    );
    llm.upstream.respondWith({ kind: 'stream', pieces });
    expect(await streamEvents()).toEqual([
      { event: 'delta', data: { text: 'a' } },
      { event: 'delta', data: { text: 'é😀' } },
      { event: 'done', data: { model: 'm', finishReason: 'stop' } },
    ]);
  });

  it('when the server refuses stream_options with a 400 naming it, then the prompt is sent again without it', async () => {
    await configure();
    llm.upstream.respondWith({
      kind: 'sequence',
      behaviours: [
        { kind: 'raw', status: 400, body: '{"error":"unknown field stream_options"}' },
        { kind: 'stream', pieces: streamedReply('m', ['ok'], { usage: null }) },
      ],
    });
    expect(await streamEvents()).toEqual([
      { event: 'delta', data: { text: 'ok' } },
      { event: 'done', data: { model: 'm', finishReason: 'stop' } },
    ]);
    expect(llm.upstream.requests).toHaveLength(2);
    expect(JSON.parse(llm.upstream.requests[1]!.body)).not.toHaveProperty('stream_options');
  });

  it('when the server refuses the prompt with a 400 for another reason, then 502 and it is not sent again', async () => {
    await configure();
    llm.upstream.respondWith({ kind: 'raw', status: 400, body: 'context length exceeded' });
    await expectProblem(await stream(), 502, 'LLM.UPSTREAM_STATUS');
    expect(llm.upstream.requests).toHaveLength(1);
  });

  it('when the stream ends after a finish reason but without [DONE], then it is whole all the same', async () => {
    await configure();
    llm.upstream.respondWith({ kind: 'stream', pieces: streamedReply('m', ['x'], { done: false }) });
    expect((await streamEvents()).at(-1)).toEqual({
      event: 'done',
      data: { model: 'm', finishReason: 'stop', usage: FAKE_USAGE },
    });
  });

  it('when the server ignores stream: true and answers a whole completion, then it comes as one delta and done', async () => {
    await configure();
    llm.upstream.respondWith({ kind: 'complete' });
    expect(await streamEvents()).toEqual([
      { event: 'delta', data: { text: FAKE_CONTENT } },
      { event: 'done', data: { model: 'local-model', finishReason: 'stop', usage: FAKE_USAGE } },
    ]);
  });

  it('when nothing is configured, then 503 as for the whole-reply prompt', async () => {
    await expectProblem(await stream(), 503, 'LLM.NOT_CONFIGURED');
  });

  for (const [name, behaviour, code] of [
    ['a 500', { kind: 'raw', status: 500, body: 'boom' }, 'LLM.UPSTREAM_STATUS'],
    ['a 401', { kind: 'raw', status: 401, body: 'no' }, 'LLM.UPSTREAM_STATUS'],
    ['a redirect', { kind: 'raw', status: 302, body: '' }, 'LLM.UPSTREAM_STATUS'],
  ] as const) {
    it(`when the server answers ${name} before streaming, then a 502 problem, not a stream`, async () => {
      await configure();
      llm.upstream.respondWith(behaviour);
      const body = await expectProblem(await stream(), 502, code);
      expect(body.detail).not.toContain('boom');
    });
  }

  it('when the server is not listening, then 502', async () => {
    await configure({ baseUrl: await closedServerUrl() });
    await expectProblem(await stream(), 502, 'LLM.UNREACHABLE');
  });

  it('when the server sends no headers within timeoutSeconds, then 504 soon after the timeout', async () => {
    await configure({ timeoutSeconds: 1 });
    llm.upstream.respondWith({ kind: 'slow', delayMs: 5_000 });
    const started = performance.now();
    await expectProblem(await stream(), 504, 'LLM.TIMEOUT');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('when the server keeps sending within timeoutSeconds between pieces, then a reply longer than the timeout goes through', async () => {
    await configure({ timeoutSeconds: 1 });
    llm.upstream.respondWith({ kind: 'stream', pieces: streamedReply('m', ['a', 'b', 'c']), delayMs: 400 });
    const events = await streamEvents();
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'done']);
  });

  it('when the server drops the connection mid-stream, then the deltas so far, then an error event', async () => {
    await configure();
    const pieces = streamedReply('m', ['one', 'two']).slice(0, 2);
    llm.upstream.respondWith({ kind: 'stream', pieces, ending: 'drop' });
    const events = await streamEvents();
    expect(events).toEqual([
      { event: 'delta', data: { text: 'one' } },
      { event: 'error', data: expect.objectContaining({ status: 502, code: 'LLM.STREAM_INTERRUPTED' }) },
    ]);
    expect(events[1]!.data).toMatchObject({ title: 'Bad Gateway', instance: STREAM });
  });

  it('when the stream ends with neither [DONE] nor a finish reason, then an error event', async () => {
    await configure();
    llm.upstream.respondWith({
      kind: 'stream',
      pieces: streamedReply('m', ['one']).slice(0, 2),
      ending: 'end',
    });
    expect((await streamEvents()).at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'LLM.STREAM_INTERRUPTED' },
    });
  });

  it('when the server falls silent mid-stream beyond timeoutSeconds, then an error event with the timeout', async () => {
    await configure({ timeoutSeconds: 1 });
    llm.upstream.respondWith({
      kind: 'stream',
      pieces: streamedReply('m', ['one']).slice(0, 2),
      ending: 'hang',
    });
    const started = performance.now();
    expect((await streamEvents()).at(-1)).toMatchObject({
      event: 'error',
      data: { status: 504, code: 'LLM.TIMEOUT' },
    });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  for (const [name, piece, code] of [
    ['a chunk that is not JSON', 'data: <html>\n\n', 'LLM.MALFORMED_REPLY'],
    [
      'a chunk whose content is not text',
      'data: {"choices":[{"delta":{"content":7}}]}\n\n',
      'LLM.MALFORMED_REPLY',
    ],
    ['a line over 1 MiB', `data: "${'x'.repeat(1024 * 1024)}`, 'LLM.MALFORMED_REPLY'],
    ['an error object', `data: {"error":{"message":"boom ${TOKEN}"}}\n\n`, 'LLM.UPSTREAM_ERROR'],
    ['an error event', 'event: error\ndata: boom\n\n', 'LLM.UPSTREAM_ERROR'],
  ] as const) {
    it(`when the server sends ${name} mid-stream, then an error event ${code} without its text`, async () => {
      await configure({ token: TOKEN });
      llm.upstream.respondWith({
        kind: 'stream',
        pieces: [...streamedReply('m', ['one']).slice(0, 2), piece],
      });
      const response = await stream();
      const text = await response.clone().text();
      expect((await readEvents(response)).at(-1)).toMatchObject({
        event: 'error',
        data: { status: 502, code },
      });
      expect(text).not.toContain('boom');
      expect(text).not.toContain(TOKEN);
      expect(llm.logLines.join('')).not.toContain(TOKEN);
    });
  }

  it('when the client cancels the stream, then the upstream request is closed at once', async () => {
    await configure({ timeoutSeconds: 30 });
    llm.upstream.respondWith({
      kind: 'stream',
      pieces: streamedReply('m', ['one']).slice(0, 2),
      ending: 'hang',
    });
    const response = await stream();
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: delta');
    await reader.cancel();
    await llm.upstream.clientDisconnected();
  });

  for (const [name, body, path] of [
    ['no prompt', {}, 'prompt'],
    ['an unknown property', { prompt: 'x', temperature: 2 }, 'temperature'],
    ['stream: false, which only the whole-reply prompt takes', { prompt: 'x', stream: false }, 'stream'],
  ] as const) {
    it(`when the body has ${name}, then 400 naming ${path} and nothing is sent`, async () => {
      await configure();
      const problem = await expectProblem(await stream(body), 400);
      expect(problem.errors?.map((e) => e.path)).toContain(path);
      expect(llm.upstream.requests).toHaveLength(0);
    });
  }

  it('when called without a token, then 401', async () => {
    expect((await t.request('POST', STREAM, { json: { prompt: 'x' } })).status).toBe(401);
  });

  it('when the whole-reply prompt is sent with stream: true, then it streams the same events', async () => {
    await configure();
    llm.upstream.respondWith({ kind: 'stream', pieces: streamedReply('served-model', ['Hel', 'lo']) });
    const response = await t.request('POST', PROMPT, {
      token: t.admin,
      json: { prompt: 'Hi', stream: true },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await readEvents(response)).toEqual([
      { event: 'delta', data: { text: 'Hel' } },
      { event: 'delta', data: { text: 'lo' } },
      { event: 'done', data: { model: 'served-model', finishReason: 'stop', usage: FAKE_USAGE } },
    ]);
    expect(JSON.parse(llm.upstream.requests[0]!.body)).toMatchObject({ stream: true });
  });

  it('when the whole-reply prompt is sent with stream: false, then one JSON completion as without it', async () => {
    await configure();
    const response = await t.request('POST', PROMPT, {
      token: t.admin,
      json: { prompt: 'Hi', stream: false },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(llm.upstream.requests[0]!.body)).toMatchObject({ stream: false });
  });

  it('when a USER streams, then it is allowed as for the whole-reply prompt', async () => {
    await configure();
    llm.upstream.respondWith({ kind: 'stream', pieces: streamedReply('m', ['hi']) });
    const user = await t.createUser({ username: 'streamer' });
    expect((await stream({ prompt: 'x' }, await user.token())).status).toBe(200);
  });

  it('when the whole-reply prompt is called, then its upstream request still asks for no stream', async () => {
    await configure();
    llm.upstream.respondWith({ kind: 'complete', reply: completion('local-model') });
    await t.request('POST', '/api/v1/lmstudio/prompt', { token: t.admin, json: { prompt: 'x' } });
    expect(JSON.parse(llm.upstream.requests[0]!.body)).toMatchObject({ stream: false });
    expect(JSON.parse(llm.upstream.requests[0]!.body)).not.toHaveProperty('stream_options');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../support/captured-logger.js';
import { type FakeLlmServer, startFakeLlmServer, streamedReply } from '../../support/fake-llm-server.js';
import { type SocketServer, serveOnSocket } from '../../support/socket-server.js';
import { useTestApp } from '../../support/use-test-app.js';

/**
 * docs/api/llm.md#streamed-prompt: a client that closes its connection mid-stream, over a real
 * socket, as the Node server sees it in production.
 */
describe('streamed prompt when the client goes away', () => {
  let upstream: FakeLlmServer;
  let socket: SocketServer;
  let origin: string;
  let logLines: string[];
  const t = useTestApp('memory', {
    app: () => {
      const captured = capturedLogger();
      logLines = captured.lines;
      return { logger: captured.logger };
    },
  });
  beforeEach(async () => {
    upstream = await startFakeLlmServer();
    socket = await serveOnSocket(t);
    origin = socket.origin;
  });
  afterEach(async () => {
    await socket.close();
    await upstream.close();
  });

  it('when the client aborts after the first delta, then the upstream connection closes and no failure is logged', async () => {
    await t.request('PUT', '/api/v1/lmstudio/settings', {
      token: t.admin,
      json: { baseUrl: upstream.baseUrl, model: 'local-model', timeoutSeconds: 30 },
    });
    upstream.respondWith({ kind: 'stream', pieces: streamedReply('m', ['one']).slice(0, 2), ending: 'hang' });
    const client = new AbortController();
    const response = await fetch(`${origin}/api/v1/lmstudio/prompt/stream`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'Tell me a long story' }),
      signal: client.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"text":"one"');
    client.abort();
    await upstream.clientDisconnected();
    // The service ends the stream with one line or the other: once either is written, it has decided.
    const ended = () => logLines.filter((line) => /language-model (call failed|stream dropped)/.test(line));
    await expect.poll(() => ended().length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(ended().map((line) => JSON.parse(line).msg)).toEqual([
      'language-model stream dropped: the caller went away',
    ]);
  });
});

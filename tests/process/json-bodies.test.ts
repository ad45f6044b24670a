import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocketServer, serveOnSocket } from '../support/socket-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const LIMIT = 4096;
const encode = (text: string) => new TextEncoder().encode(text);

/** The same bytes in one piece or, without a declared length, in pieces as they come. */
function chunked(bytes: Uint8Array, pieces = 3): ReadableStream<Uint8Array> {
  const size = Math.ceil(bytes.byteLength / pieces);
  let start = 0;
  return new ReadableStream({
    pull(controller) {
      if (start >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(start, start + size));
      start += size;
    },
  });
}

/**
 * JSON bodies served through Node are read straight from its stream (adapters/http/node-body.ts);
 * in process, Hono reads them from the fetch Request. Both must answer the same.
 */
describe('JSON request bodies, over a socket and in process', () => {
  let t: TestApp;
  let socket: SocketServer;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('memory', { env: { APP_BODY_LIMIT_BYTES: String(LIMIT) } });
    token = await t.adminToken();
    socket = await serveOnSocket(t);
  });
  afterAll(async () => {
    await socket.close();
    await t.close();
  });

  function overSocket(path: string, body: Uint8Array | ReadableStream<Uint8Array>, init: RequestInit = {}) {
    return fetch(`${socket.origin}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      duplex: 'half',
      ...init,
    } as RequestInit);
  }

  async function taskCodes(): Promise<string[]> {
    const listed = await t.request('GET', '/api/v1/task', { token });
    return ((await listed.json()) as { code: string }[]).map((task) => task.code);
  }

  it.each([
    ['a task in several scripts', `{"code":"J-1","label":"東京 שלום Ελληνικά"}`],
    ['a body behind a byte order mark', `\u{feff}{"code":"J-2","label":"Marked"}`],
    ['malformed JSON', '{"code":"J-3",'],
    ['an empty body', ''],
    ['a body that is not an object', '[1, 2]'],
    ['a field of the wrong type', '{"code":"J-4","label":42}'],
  ])('when %s is posted, then the socket gets the answer the app gives in process', async (_, text) => {
    const socket = await overSocket('/api/v1/task', encode(text));
    const socketBody = (await socket.json()) as Record<string, unknown>;
    await t.request('DELETE', `/api/v1/task/${String(socketBody.id)}`, { token });
    const inProcess = await t.request('POST', '/api/v1/task', {
      token,
      body: text,
      headers: { 'Content-Type': 'application/json' },
    });
    const inProcessBody = (await inProcess.json()) as Record<string, unknown>;
    expect(socket.status).toBe(inProcess.status);
    expect(socketBody.code).toBe(inProcessBody.code);
    expect(socketBody.label).toBe(inProcessBody.label);
    expect(socketBody.errors).toEqual(inProcessBody.errors);
  });

  it('when a task is created over the socket, then it is stored as sent, in pieces or in one', async () => {
    const whole = await overSocket('/api/v1/task', encode('{"code":"S-1","label":"東京タワー"}'));
    const pieces = await overSocket('/api/v1/task', chunked(encode('{"code":"S-2","label":"שלום עולם"}')));
    expect([whole.status, pieces.status]).toEqual([201, 201]);
    const created = (await pieces.json()) as { id: number };
    const read = await t.request('GET', `/api/v1/task/${created.id}`, { token });
    expect(((await read.json()) as { label: string }).label).toBe('שלום עולם');
  });

  it('when a merge patch is sent over the socket, then only the fields it names change', async () => {
    const created = (await (
      await overSocket('/api/v1/task', encode('{"code":"P-1","label":"Before"}'))
    ).json()) as {
      id: number;
    };
    const patched = await overSocket(`/api/v1/task/${created.id}`, encode('{"label":"After"}'), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/merge-patch+json' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ code: 'P-1', label: 'After' });
  });

  it('when the bytes are not UTF-8, then 400 naming the body, and nothing is created', async () => {
    const bytes = new Uint8Array([...encode('{"code":"U-1","label":"caf'), 0xe9, ...encode('"}')]);
    const response = await overSocket('/api/v1/task', bytes);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'REQUEST.INVALID', errors: [{ path: 'body' }] });
    expect(await taskCodes()).not.toContain('U-1');
  });

  it('when a body declares or sends more than the limit, then 413 arrives either way, and nothing is created', async () => {
    const large = encode(JSON.stringify({ code: 'L-1', label: 'Large', description: 'x'.repeat(LIMIT) }));
    for (const body of [large, chunked(large, 8)]) {
      const response = await overSocket('/api/v1/task', body);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'REQUEST.TOO_LARGE' });
    }
    expect(await taskCodes()).not.toContain('L-1');
  });

  it('when a body fits the limit exactly, then it is read whole', async () => {
    const head = '{"code":"E-1","label":"Exact","description":"';
    const text = `${head}${'y'.repeat(LIMIT - head.length - 2)}"}`;
    expect(encode(text).byteLength).toBe(LIMIT);
    const response = await overSocket('/api/v1/task', chunked(encode(text), 5));
    expect(response.status).toBe(201);
  });
});

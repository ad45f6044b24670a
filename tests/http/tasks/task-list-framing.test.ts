import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { type SocketServer, serveOnSocket } from '../../support/socket-server.js';
import { useTestApp } from '../../support/use-test-app.js';

const tasks = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    code: `T-${String(from + i).padStart(4, '0')}`,
    label: 'Listed',
  }));

/**
 * docs/api/lists.md: a list without a limit is one JSON array. Up to a thousand records it is
 * answered in one piece with a Content-Length, however the backend reads them (SQLite walks a
 * hundred rows at a time); a longer one is streamed as it is read.
 */
describeEachBackend('how a whole list travels', (backend) => {
  const t = useTestApp(backend);
  let server: SocketServer;
  beforeEach(async () => {
    server = await serveOnSocket(t);
  });
  afterEach(() => server.close());

  const seed = async (from: number, count: number) => {
    const response = await t.request('POST', '/api/v1/task/seed', {
      token: t.admin,
      json: tasks(from, count),
    });
    expect(response.status).toBe(201);
  };
  const list = async () => {
    const response = await fetch(`${server.origin}/api/v1/task`, {
      headers: { Authorization: `Bearer ${t.admin}` },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const codes = (JSON.parse(bytes.toString('utf8')) as { code: string }[]).map((task) => task.code);
    return { response, bytes, codes };
  };

  it('when a list holds a thousand tasks, then it is one piece with its length, the same bytes each time; at a thousand and one, streamed', async () => {
    await seed(0, 1000);
    const first = await list();
    expect(first.codes).toEqual(tasks(0, 1000).map((task) => task.code));
    expect(first.response.headers.get('content-length')).toBe(String(first.bytes.length));
    expect(first.response.headers.get('transfer-encoding')).toBeNull();
    expect((await list()).bytes.equals(first.bytes)).toBe(true);

    await seed(1000, 1);
    const longer = await list();
    expect(longer.codes).toEqual(tasks(0, 1001).map((task) => task.code));
    expect(longer.response.headers.get('content-length')).toBeNull();
    expect(longer.response.headers.get('transfer-encoding')).toBe('chunked');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../support/prometheus-text.js';
import { type SocketServer, serveOnSocket } from '../../support/socket-server.js';
import { useTestApp } from '../../support/use-test-app.js';

/**
 * docs/api/printing.md#a-client-that-goes-away: over a real socket, as the Node server sees a
 * client that closes its connection while its printout renders.
 */
describe('a printout whose client goes away', () => {
  const t = useTestApp('memory');
  let socket: SocketServer;
  let origin: string;
  beforeEach(async () => {
    socket = await serveOnSocket(t);
    origin = socket.origin;
  });
  afterEach(() => socket.close());

  const cancelled = async () => {
    const text = await (await t.request('GET', '/metrics')).text();
    return sampleValue(parsePrometheusText(text), 'print_duration_seconds_count', {
      layout: 'records',
      outcome: 'cancelled',
    });
  };

  it('when the client closes the connection mid-render, then the render is stopped, not finished, and the next print is served', async () => {
    const tasks = Array.from({ length: 3000 }, (_, i) => ({
      code: `T-${i}`,
      label: `Task ${i}`,
      description: 'x '.repeat(150),
    }));
    await t.request('POST', '/api/v1/task/import.json', {
      token: t.admin,
      json: tasks,
      headers: { Prefer: 'return=minimal' },
    });
    const client = new AbortController();
    const printing = fetch(`${origin}/api/v1/task/print.pdf`, {
      headers: { Authorization: `Bearer ${t.admin}` },
      signal: client.signal,
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 500));
    client.abort();
    expect(await printing).toBeInstanceOf(Error);
    await expect.poll(cancelled, { timeout: 5000 }).toBe(1);
    const next = await fetch(`${origin}/api/v1/task/${1}/print.pdf`, {
      headers: { Authorization: `Bearer ${t.admin}` },
    });
    expect(next.status).toBe(200);
    expect(await cancelled()).toBe(1);
  }, 60_000);
});

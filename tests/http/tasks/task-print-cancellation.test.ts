import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type HeldRenderer, holdTableRows } from '../../support/held-renderer.js';
import { parsePrometheusText, sampleValue } from '../../support/prometheus-text.js';
import { type SocketServer, serveOnSocket } from '../../support/socket-server.js';
import { sharedPdfRenderer } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

/**
 * docs/api/printing.md#a-client-that-goes-away: over a real socket, as the Node server sees a
 * client that closes its connection while its printout renders.
 */
describe('a printout whose client goes away', () => {
  let held: HeldRenderer;
  const t = useTestApp('memory', {
    app: () => {
      held = holdTableRows(sharedPdfRenderer());
      return { pdfRenderer: held.renderer };
    },
  });
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
      layout: 'table',
      outcome: 'cancelled',
    });
  };

  it('when the client closes the connection mid-render, then the render is stopped, not finished, and the next print is served', async () => {
    // Three batches of rows: the render is held after two, so it cannot finish before the client leaves.
    const tasks = Array.from({ length: 2500 }, (_, i) => ({ code: `T-${i}`, label: `Task ${i}` }));
    await t.request('POST', '/api/v1/task/import.json', {
      token: t.admin,
      json: tasks,
      headers: { Prefer: 'return=minimal' },
    });
    const client = new AbortController();
    const printing = fetch(`${origin}/api/v1/task/print.pdf?layout=table`, {
      headers: { Authorization: `Bearer ${t.admin}` },
      signal: client.signal,
    }).catch((error: unknown) => error);
    await held.rendering;
    client.abort();
    expect(await printing).toBeInstanceOf(Error);
    // The server learns of the closed connection from its socket, after the client has let go.
    await expect.poll(cancelled, { timeout: 30_000 }).toBe(1);
    const next = await fetch(`${origin}/api/v1/task/1/print.pdf`, {
      headers: { Authorization: `Bearer ${t.admin}` },
    });
    expect(next.status).toBe(200);
    expect(await cancelled()).toBe(1);
  }, 120_000);
});

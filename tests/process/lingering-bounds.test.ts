import { once } from 'node:events';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LingerBounds } from '../../adapters/http/lingering-close.js';
import { ManualSchedule } from '../support/manual-schedule.js';
import { openRaw, receiveUntil } from '../support/raw-http.js';
import { type SocketServer, serveOnSocket } from '../support/socket-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const BOUNDS: LingerBounds = { maxBytes: 256 * 1024, maxMs: 30_000, idleMs: 5_000 };
const PIECE = Buffer.alloc(64 * 1024, 0x61);

/** The two ways an answer comes before the request is whole: a body over the limit, a head over Node's. */
const EARLY_ANSWERS = [
  [
    'a body over the limit (413)',
    'POST /api/v1/task HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1073741824\r\n\r\n{"code":',
  ],
  ['a head over the limit (431)', `GET /api/v1/task?q=${'a'.repeat(20_000)}`],
] as const;

interface Lingering {
  readonly raw: Socket;
  /** The server's side of the connection. */
  readonly server: Socket;
  readonly answer: string;
}

describe('the bounds of a lingering close', () => {
  let t: TestApp;
  let socket: SocketServer;
  let schedule: ManualSchedule;
  beforeAll(async () => {
    t = await createTestApp('memory', { env: { APP_BODY_LIMIT_BYTES: '4096' } });
  });
  beforeEach(async () => {
    schedule = new ManualSchedule();
    socket = await serveOnSocket(t, { linger: BOUNDS, schedule: schedule.schedule });
  });
  afterEach(() => socket.close());
  afterAll(() => t.close());

  /** A client that has its answer and goes on sending, its connection lingering. */
  async function lingering(opening: string): Promise<Lingering> {
    const accepted = once(socket.server, 'connection') as Promise<[Socket]>;
    const raw = await openRaw(socket.port, true);
    // Writes after the server has gone fail; each test looks at the server's side.
    raw.on('error', () => {});
    const [server] = await accepted;
    raw.write(opening);
    const answer = await receiveUntil(raw, '}');
    await schedule.setTimes(BOUNDS.idleMs);
    return { raw, server, answer };
  }

  it.each(EARLY_ANSWERS)(
    'when the client of %s goes silent, then the connection closes once the idle bound passes',
    async (_, opening) => {
      const { server, answer } = await lingering(opening);
      expect(answer).toMatch(/^HTTP\/1\.1 4(13|31) /);
      expect(server.destroyed).toBe(false);
      const closed = once(server, 'close');
      schedule.fire(BOUNDS.idleMs);
      await closed;
      expect(schedule.pending()).toBe(0);
    },
  );

  it.each(EARLY_ANSWERS)(
    'when the client of %s keeps sending, then the connection closes once the total bound passes',
    async (_, opening) => {
      const { raw, server } = await lingering(opening);
      for (let piece = 1; piece <= 3; piece += 1) {
        raw.write(PIECE.subarray(0, 1024));
        // Each piece that arrives restarts the idle bound.
        await schedule.setTimes(BOUNDS.idleMs, 1 + piece);
        expect(schedule.pending(BOUNDS.idleMs)).toBe(1);
      }
      expect(server.destroyed).toBe(false);
      const closed = once(server, 'close');
      schedule.fire(BOUNDS.maxMs);
      await closed;
      expect(schedule.pending()).toBe(0);
    },
  );

  it.each(EARLY_ANSWERS)(
    'when the client of %s sends more than the byte bound, then the connection closes, no timer needed',
    async (_, opening) => {
      const { raw, server } = await lingering(opening);
      const before = server.bytesRead;
      const closed = once(server, 'close');
      let open = true;
      void closed.then(() => {
        open = false;
      });
      while (open) {
        if (!raw.write(PIECE)) await Promise.race([once(raw, 'drain'), closed]);
      }
      const dropped = server.bytesRead - before;
      expect(dropped).toBeGreaterThan(BOUNDS.maxBytes);
      expect(dropped).toBeLessThanOrEqual(BOUNDS.maxBytes + 2 * PIECE.byteLength);
      expect(schedule.pending()).toBe(0);
      raw.destroy();
    },
  );

  it.each(EARLY_ANSWERS)(
    'when the client of %s closes its side, then the connection closes at once',
    async (_, opening) => {
      const { raw, server } = await lingering(opening);
      const closed = once(server, 'close');
      raw.end();
      await closed;
      expect(schedule.pending()).toBe(0);
    },
  );
});

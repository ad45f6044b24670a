/**
 * The live feed under a write load (docs/api/changes.md#live-feed): `npx tsx bench/feed-fanout.ts
 * [clients] [writes/s] [seconds]` (200, 1000, 10 by default). Opens the clients on
 * `GET /api/v1/events`, then creates tasks at the rate asked for and reports, per backend
 * (Postgres too with BENCH_DATABASE_URL): the writes answered, the events each client received,
 * the time from a change's commit to its arrival (p50, p99, max) and the service's peak RSS. Ten
 * clients read every event's time; the others only count theirs, so the load client stays light.
 */
import { type IncomingMessage, request } from 'node:http';
import { backends } from './support/databases.js';
import { withService } from './support/service-child.js';

const [clients = 200, rate = 1000, seconds = 10] = process.argv.slice(2).map(Number);
const TIMED_CLIENTS = 10;
const TICK_MS = 50;

interface Client {
  events: number;
  readonly delays: number[];
  close(): void;
}

/** A raw SSE reader: counts `event: task.created` lines, and for a timed client the delay of each. */
function openClient(base: string, token: string, timed: boolean): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { events: 0, delays: [], close: () => req.destroy() };
    let tail = '';
    const req = request(`${base}/api/v1/events`, { headers: { Authorization: `Bearer ${token}` } });
    req.on('response', (response: IncomingMessage) => {
      if (response.statusCode !== 200) return reject(new Error(`feed answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const text = tail + chunk;
        const end = text.lastIndexOf('\n\n');
        if (end < 0) {
          tail = text;
          return;
        }
        tail = text.slice(end + 2);
        const now = Date.now();
        for (const message of text.slice(0, end).split('\n\n')) {
          if (!message.includes('event: task.created')) continue;
          client.events += 1;
          if (!timed) continue;
          const stamp = /"timestamp":"([^"]+)"/.exec(message)?.[1];
          if (stamp) client.delays.push(now - Date.parse(stamp));
        }
      });
      resolve(client);
    });
    req.on('error', (error) => (client.events === 0 ? reject(error) : undefined));
    req.end();
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

for (const backend of backends()) {
  await backend.withFreshDatabase((url) =>
    withService(url, async (service) => {
      const token = await service.login();
      const opened = await Promise.all(
        Array.from({ length: clients }, (_, i) => openClient(service.base, token, i < TIMED_CLIENTS)),
      );
      service.resetPeak();
      let answered = 0;
      let failed = 0;
      const ticks = Math.round((seconds * 1000) / TICK_MS);
      // The writes due by the end of each tick, so that any rate is kept, not rounded per tick.
      const dueBy = (tick: number) => Math.round((rate * (tick + 1) * TICK_MS) / 1000);
      const started = performance.now();
      const sends: Promise<void>[] = [];
      for (let tick = 0; tick < ticks; tick++) {
        for (let k = tick === 0 ? 0 : dueBy(tick - 1); k < dueBy(tick); k++) {
          const code = `F-${tick}-${k}`;
          sends.push(
            service
              .send('POST', '/api/v1/task', token, JSON.stringify({ code, label: code }), 'application/json')
              .then(async (response) => {
                await response.arrayBuffer();
                if (response.status === 201) answered += 1;
                else failed += 1;
              }),
          );
        }
        const due = started + (tick + 1) * TICK_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      }
      await Promise.all(sends);
      const elapsed = (performance.now() - started) / 1000;
      // Every event has been sent once every client holds as many as were answered, or 10 s on.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && opened.some((client) => client.events < answered)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const client of opened) client.close();
      const delays = opened.flatMap((client) => client.delays).sort((a, b) => a - b);
      const short = opened.filter((client) => client.events < answered).length;
      process.stdout.write(
        `${backend.name}: ${clients} clients, ${answered} creates in ${elapsed.toFixed(1)} s ` +
          `(${(answered / elapsed).toFixed(0)}/s, ${failed} failed); clients missing events: ${short}; ` +
          `commit to arrival p50 ${percentile(delays, 0.5)} ms, p99 ${percentile(delays, 0.99)} ms, ` +
          `max ${delays.at(-1)} ms; service peak RSS ${(service.memory().peak / 1e6).toFixed(0)} MB\n`,
      );
    }),
  );
}

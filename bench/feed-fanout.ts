/**
 * The live feed under a write load (docs/api/changes.md#live-feed): `npx tsx bench/feed-fanout.ts
 * [clients] [changes/s] [seconds] [tasks per request]` (200, 1000, 10, 10 by default). Opens the
 * clients on `GET /api/v1/events`, then creates tasks at the rate asked for (imports of that many
 * tasks per request; 1: single creates) and reports, per backend (Postgres too with
 * BENCH_DATABASE_URL): the changes committed, the events each client received, the time from a
 * change's commit to its arrival (p50, p99, max), the service's RSS (streams open, then its peak under load) and CPU time. Ten
 * clients time every event; the others only count theirs, so the load client stays light.
 * BENCH_CPU_PROF=<folder> writes the service's CPU profile there.
 */

import { type FeedReader, openFeedReader } from './feed/sse-reader.js';
import { TaskWriter } from './feed/task-writer.js';
import { backends } from './support/databases.js';
import { withService } from './support/service-child.js';

const [clients = 200, rate = 1000, seconds = 10, perRequest = 10] = process.argv.slice(2).map(Number);
const TIMED_CLIENTS = 10;
const TICK_MS = 50;

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Sends `rate / perRequest` requests a second for `seconds`; resolves once all are answered. */
async function load(writer: TaskWriter): Promise<void> {
  const requests = rate / perRequest;
  const ticks = Math.round((seconds * 1000) / TICK_MS);
  // The requests due by the end of each tick, so that any rate is kept, not rounded per tick.
  const dueBy = (tick: number) => Math.round((requests * (tick + 1) * TICK_MS) / 1000);
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let tick = 0; tick < ticks; tick++) {
    for (let k = tick === 0 ? 0 : dueBy(tick - 1); k < dueBy(tick); k++) sends.push(writer.send());
    const due = started + (tick + 1) * TICK_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  }
  await Promise.all(sends);
}

/** Resolves once every reader holds `count` events, or 10 s on. */
async function delivered(readers: readonly FeedReader[], count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && readers.some((reader) => reader.events < count)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

for (const backend of backends()) {
  await backend.withFreshDatabase((url) =>
    withService(url, async (service) => {
      const token = await service.login();
      const readers = await Promise.all(
        Array.from({ length: clients }, (_, i) => openFeedReader(service.base, token, i < TIMED_CLIENTS)),
      );
      const writer = new TaskWriter(service.base, token, perRequest);
      const idle = service.memory().rss;
      service.resetPeak();
      const cpu = service.cpuSeconds();
      const clientCpu = process.cpuUsage();
      const started = performance.now();
      await load(writer);
      const elapsed = (performance.now() - started) / 1000;
      const { created, failedRequests } = writer.written;
      await delivered(readers, created);
      const serviceCpu = service.cpuSeconds() - cpu;
      const { user, system } = process.cpuUsage(clientCpu);
      for (const reader of readers) reader.close();
      writer.close();
      const delays = readers.flatMap((reader) => [...reader.delays]).sort((a, b) => a - b);
      const received = readers.reduce((sum, reader) => sum + reader.events, 0);
      const short = readers.filter((reader) => reader.events < created).length;
      process.stdout.write(
        `${backend.name}: ${clients} clients, ${created} tasks created (${perRequest} a request) in ` +
          `${elapsed.toFixed(1)} s (${(created / elapsed).toFixed(0)} changes/s, ${failedRequests} requests failed); ` +
          `events delivered ${(received / elapsed).toFixed(0)}/s, clients missing events: ${short}; ` +
          `commit to arrival p50 ${percentile(delays, 0.5)} ms, p99 ${percentile(delays, 0.99)} ms, ` +
          `max ${delays.at(-1)} ms; service RSS ${(idle / 1e6).toFixed(0)} MB with the streams open, ` +
          `peak ${(service.memory().peak / 1e6).toFixed(0)} MB under load, ` +
          `CPU ${serviceCpu.toFixed(1)} s; bench client CPU ${((user + system) / 1e6).toFixed(1)} s\n`,
      );
    }),
  );
}

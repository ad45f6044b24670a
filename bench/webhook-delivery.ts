/**
 * Webhook deliveries (docs/api/webhooks.md): `npm run bench:webhooks -- [creates/s] [seconds]
 * [drain]` (50, 10 and 10 000 by default), SQLite, and Postgres too with BENCH_DATABASE_URL. A
 * local receiver (bench/support/webhook-sink.ts) is subscribed to `*`; per backend:
 *
 * - latency: creates at a steady rate; per delivery, its arrival minus the event's `timestamp`
 *   (the change log entry's time, taken in the write's transaction just before its commit);
 * - drain: the receiver holds its answers while one import queues `drain` deliveries, then lets
 *   go; the time from then to the last first arrival, while a sequential client reads
 *   `/health/live` every 20 ms (each read timed from its sending).
 */
import { Agent, request } from 'node:http';
import { backends } from './support/databases.js';
import { type ServiceChild, withService } from './support/service-child.js';
import { WebhookSink } from './support/webhook-sink.js';

const [rate = 50, seconds = 10, drain = 10_000] = process.argv.slice(2).map(Number);
const PROBE_EVERY_MS = 20;
const ARRIVALS_TIMEOUT_MS = 600_000;
const CSV_HEADER =
  'id,code,label,description,createdDate,lastModifiedDate,status,priority,dueDate,assignedTo,tagIds,nomenclatureId';

function percentile(sorted: readonly number[], p: number): string {
  if (sorted.length === 0) return 'n/a';
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function subscribe(service: ServiceChild, token: string, url: string): Promise<void> {
  const body = JSON.stringify({ url, events: ['*'] });
  const answer = await service.send('POST', '/api/v1/webhooks', token, body, 'application/json');
  if (answer.status !== 201) throw new Error(`subscription answered ${answer.status}`);
  await answer.arrayBuffer();
}

/** Creates at `rate` a second for `seconds`, each sent when due whatever the earlier ones' answers. */
async function steadyCreates(service: ServiceChild, token: string): Promise<number> {
  const total = rate * seconds;
  const started = performance.now();
  const sends: Promise<boolean>[] = [];
  for (let n = 0; n < total; n++) {
    await sleep(started + (n * 1000) / rate - performance.now());
    const code = `L-${n}`;
    const body = JSON.stringify({ code, label: code });
    sends.push(
      service.send('POST', '/api/v1/task', token, body, 'application/json').then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status === 201;
      }),
    );
  }
  return (await Promise.all(sends)).filter(Boolean).length;
}

async function latency(service: ServiceChild, token: string, sink: WebhookSink): Promise<string> {
  const created = await steadyCreates(service, token);
  await sink.distinct(created, ARRIVALS_TIMEOUT_MS);
  const delays = [...sink.arrivals.values()]
    .map((arrival) => arrival.receivedAt - arrival.stampedAt)
    .sort((a, b) => a - b);
  return (
    `latency: ${created} creates at ${rate}/s, ${sink.arrivals.size} delivered (${sink.repeats} repeats); ` +
    `entry time to arrival p50 ${percentile(delays, 0.5)} ms, p99 ${percentile(delays, 0.99)} ms, ` +
    `max ${percentile(delays, 1)} ms`
  );
}

/** Sequential reads of `/health/live`, one every PROBE_EVERY_MS (or at once when late), until `until`. */
async function probeUntil(base: string, until: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true });
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const sent = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const probe = request(`${base}/health/live`, { agent }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      });
      probe.on('error', reject);
      probe.end();
    });
    if (status !== 200) throw new Error(`/health/live answered ${status}`);
    latencies.push(performance.now() - sent);
    await sleep(sent + PROBE_EVERY_MS - performance.now());
  }
  agent.destroy();
  return latencies.sort((a, b) => a - b);
}

async function drained(service: ServiceChild, token: string, sink: WebhookSink): Promise<string> {
  sink.reset();
  const release = sink.hold();
  const rows = Array.from({ length: drain }, (_, n) => `,D-${n},Drain ${n},,,,TODO,HIGH,,,,`);
  const csv = `${CSV_HEADER}\n${rows.join('\n')}\n`;
  const imported = await service.send('POST', '/api/v1/task/import.csv', token, csv);
  if (imported.status !== 201) throw new Error(`import answered ${imported.status}`);
  await imported.arrayBuffer();
  const held = sink.arrivals.size;
  service.resetPeak();
  const cpuBefore = service.cpuSeconds();
  const started = Date.now();
  release();
  const all = sink.distinct(drain, ARRIVALS_TIMEOUT_MS);
  const probes = await probeUntil(service.base, all);
  await all;
  const last = Math.max(...[...sink.arrivals.values()].map((arrival) => arrival.receivedAt));
  const elapsed = (last - started) / 1000;
  const cpu = service.cpuSeconds() - cpuBefore;
  return (
    `drain: ${drain} queued (${held} in flight, held), delivered in ${elapsed.toFixed(1)} s ` +
    `(${(drain / elapsed).toFixed(0)}/s, ${sink.repeats} repeats, service CPU ${cpu.toFixed(1)} s, ` +
    `peak RSS ${(service.memory().peak / 1e6).toFixed(0)} MB); /health/live ${probes.length} reads ` +
    `p50 ${percentile(probes, 0.5)} ms, p99 ${percentile(probes, 0.99)} ms, max ${percentile(probes, 1)} ms`
  );
}

for (const backend of backends()) {
  await backend.withFreshDatabase((url) =>
    withService(url, async (service) => {
      const sink = await WebhookSink.start();
      try {
        const token = await service.login();
        await subscribe(service, token, sink.url);
        process.stdout.write(`${backend.name} ${await latency(service, token, sink)}\n`);
        process.stdout.write(`${backend.name} ${await drained(service, token, sink)}\n`);
      } finally {
        await sink.close();
      }
    }),
  );
}

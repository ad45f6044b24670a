/**
 * Import and export of 100 000 tasks, timed, with the service's memory.
 *
 *   npx tsx bench/exchange.ts                      SQLite (a fresh temporary file)
 *   BENCH_DATABASE_URL=postgres://… npx tsx …      also Postgres (a fresh database on that server)
 *
 * Each phase runs the service in its own child process, so that its RSS is the service's
 * alone (this process is the client) and a phase's peak (VmHWM) is not an earlier one's:
 * 1. import 100 000 tasks by CSV into the empty database (inserts);
 * 2. import the same file again (every code exists: updates);
 * 3. a fresh service on the filled database exports CSV; 4. another exports JSON.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import postgres from 'postgres';
import { loadConfig } from '../bootstrap/env.js';
import { startService } from '../bootstrap/service.js';

const ROWS = 100_000;
const ADMIN = { username: 'admin', password: 'bench-admin-password' };
const HEADER =
  'id,code,label,description,createdDate,lastModifiedDate,status,priority,dueDate,assignedTo,tagIds,nomenclatureId';
const STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'];
const PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

const [mode, databaseUrl] = process.argv.slice(2);
if (mode === 'serve') await serveService(databaseUrl!);
else await main();

/** Child: the service on a free port; prints the port, stops on SIGTERM. */
async function serveService(url: string): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: url,
    APP_ADMIN_USERNAME: ADMIN.username,
    APP_ADMIN_PASSWORD: ADMIN.password,
    APP_BCRYPT_COST: '4',
    APP_BODY_LIMIT_BYTES: String(64 * 1024 * 1024),
    LOG_LEVEL: 'silent',
  });
  const service = await startService(config, pino({ level: 'silent' }));
  const server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
  });
  process.on('SIGTERM', () => server.close(() => void service.close().then(() => process.exit(0))));
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-exchange-'));
  try {
    await run('SQLite', `file:${join(folder, 'bench.db')}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    print('Postgres: skipped (set BENCH_DATABASE_URL to a server where databases may be created)');
    return;
  }
  const { url, drop } = await freshPostgresDatabase(server);
  try {
    await run('Postgres', url);
  } finally {
    await drop();
  }
}

async function run(backend: string, url: string): Promise<void> {
  print(`\n${backend}: ${ROWS} tasks`);
  const csv = tasksCsv();
  print(`  CSV upload: ${mb(Buffer.byteLength(csv))} MB`);
  const importPath = '/api/v1/task/import.csv';

  await withService(url, async (service) => {
    const token = await service.login();
    const reference = (path: string, code: string) =>
      service.send('POST', path, token, JSON.stringify({ code, label: code }), 'application/json');
    for (const code of ['alpha', 'beta']) await reference('/api/v1/tag', code);
    await reference('/api/v1/nomenclature', 'root');
    await measure(service, 'import.csv', 'POST', importPath, 201, csv);
  });
  await withService(url, (service) => measure(service, 're-import', 'POST', importPath, 201, csv));
  for (const format of ['csv', 'json']) {
    const path = `/api/v1/task/export.${format}`;
    await withService(url, (service) => measure(service, `export.${format}`, 'GET', path, 200));
  }
}

async function measure(
  service: Service,
  step: string,
  method: string,
  path: string,
  expected: number,
  body?: string,
): Promise<void> {
  const token = await service.login();
  const idle = service.memory().rss;
  const timed = await service.timed(method, path, token, body);
  if (timed.status !== expected) throw new Error(`${step} failed: ${timed.status}`);
  report(step, timed, idle, service.memory());
}

interface Timed {
  readonly ms: number;
  readonly bytes: number;
  readonly status: number;
}

interface Service {
  login(): Promise<string>;
  send(method: string, path: string, token: string, body?: string, type?: string): Promise<Response>;
  /** The whole exchange, the response body read and discarded chunk by chunk. */
  timed(method: string, path: string, token: string, csv?: string): Promise<Timed>;
  /** The service process's resident set now and at its peak. */
  memory(): { rss: number; peak: number };
}

async function withService(url: string, work: (service: Service) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, 'serve', url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${await portOf(child)}`;
    const send = (method: string, path: string, token: string, body?: string, type = 'text/csv') =>
      fetch(`${base}${path}`, {
        method,
        body,
        headers: {
          ...(token && { Authorization: `Bearer ${token}` }),
          ...(body && { 'Content-Type': type }),
        },
      });
    await settle();
    await work({
      send,
      async login() {
        const response = await send(
          'POST',
          '/api/v1/auth/login',
          '',
          JSON.stringify(ADMIN),
          'application/json',
        );
        return ((await response.json()) as { accessToken: string }).accessToken;
      },
      async timed(method, path, token, csv) {
        const started = performance.now();
        const response = await send(method, path, token, csv);
        let bytes = 0;
        for await (const chunk of response.body ?? []) bytes += chunk.byteLength;
        return { ms: performance.now() - started, bytes, status: response.status };
      },
      memory: () => processMemory(child.pid!),
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function portOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).port));
  });
}

/** Lets start-up garbage settle before the idle reading. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1000));
}

/** Linux only: VmRSS (now) and VmHWM (peak) of a process. */
function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

function tasksCsv(): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const tags = i % 3 === 0 ? '1;2' : i % 3 === 1 ? '1' : '';
    const description = i % 2 === 0 ? `"Описание ${i}, with ""quotes"" and a comma"` : '';
    const due = i % 5 === 0 ? '2026-06-30' : '';
    return `,TASK-${String(i).padStart(6, '0')},Εργασία ${i},${description},,,${STATUSES[i % 4]},${PRIORITIES[i % 4]},${due},user${i % 50},${tags},${i % 4 === 0 ? 1 : ''}`;
  });
  return `${HEADER}\n${rows.join('\n')}\n`;
}

async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}

function report(step: string, timed: Timed, idle: number, after: { rss: number; peak: number }) {
  print(
    `  ${step.padEnd(11)} ${(timed.ms / 1000).toFixed(2).padStart(6)} s  ${mb(timed.bytes).padStart(5)} MB body  ` +
      `service RSS idle ${mb(idle)} MB, peak ${mb(after.peak)} MB (+${mb(after.peak - idle)} MB)`,
  );
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

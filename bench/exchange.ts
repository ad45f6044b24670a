/**
 * Import and export of 100 000 tasks, timed, with the service's memory.
 *
 *   npx tsx bench/exchange.ts                      SQLite (a fresh temporary file)
 *   BENCH_DATABASE_URL=postgres://… npx tsx …      also Postgres (a fresh database on that server)
 *
 * Each phase runs the service in its own child process (bench/support/service-child.ts), so
 * that a phase's memory peak is its own:
 * 1. import 100 000 tasks by CSV into the empty database (inserts);
 * 2. import the same file again (every code exists: updates);
 * 3. a fresh service on the filled database exports CSV; 4. another exports JSON.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type ServiceChild, type Timed, withService } from './support/service-child.js';

const ROWS = 100_000;
const HEADER =
  'id,code,label,description,createdDate,lastModifiedDate,status,priority,dueDate,assignedTo,tagIds,nomenclatureId';
const STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'];
const PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

await main();

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
  service: ServiceChild,
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

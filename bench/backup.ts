/**
 * Backup, restore and migration of a million tasks and 100 000 contacts: `npm run bench:backup`
 * (`-- --tasks=N --contacts=N` for other sizes). Seeds a SQLite instance through the import path,
 * then times the operator commands (bootstrap/cli.ts), each a process of its own whose peak RSS it
 * reports, beside the same command on an empty database (its idle). With BENCH_DATABASE_URL, also
 * SQLite → Postgres migration, restore into Postgres and a backup from it. Last, an online SQLite
 * snapshot while writes go on, with the writes' p99 during it and without it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeSnapshot } from '../adapters/persistence/sqlite/sqlite-snapshots.js';
import { backends } from './support/databases.js';
import { type Row, table } from './support/report.js';
import { type ServiceChild, withService } from './support/service-child.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const TASKS = arg('tasks', 1_000_000);
const CONTACTS = arg('contacts', 100_000);
const CHUNK = 50_000;

interface CliRun {
  readonly seconds: number;
  readonly peakRssMb: number;
  readonly failed: boolean;
}

/** The command line as an operator runs it; its own report gives the peak resident set. */
async function cli(args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bootstrap/cli.ts', ...args], {
    env: { ...process.env, APP_BCRYPT_COST: '4', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  const peak = /peak RSS (\d+) MB/.exec(stderr);
  if (code !== 0) process.stderr.write(`cli ${args.join(' ')} failed: ${stderr}\n`);
  return {
    seconds: (performance.now() - started) / 1000,
    peakRssMb: Number(peak?.[1] ?? Number.NaN),
    failed: code !== 0,
  };
}

const row = (scenario: string, run: CliRun): Row => ({
  scenario,
  seconds: run.seconds,
  peakRssMb: run.peakRssMb,
  failures: run.failed ? 1 : 0,
});

async function seed(service: ServiceChild): Promise<void> {
  const token = await service.login();
  const tags: number[] = [];
  for (let i = 0; i < 100; i++) {
    const response = await service.send(
      'POST',
      '/api/v1/tag',
      token,
      JSON.stringify({ code: `tag-${i}`, label: `Tag ${i}` }),
      'application/json',
    );
    tags.push(((await response.json()) as { id: number }).id);
  }
  const post = async (path: string, rows: unknown[]) => {
    const response = await fetch(`${service.base}${path}`, {
      method: 'POST',
      body: JSON.stringify(rows),
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
    });
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  for (let start = 0; start < TASKS; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, TASKS - start) }, (_, k) => {
      const i = start + k;
      return {
        code: `T-${String(i).padStart(7, '0')}`,
        label: `Task number ${i}`,
        description: `Something to do about item ${i}, with a few more words to make it a realistic length.`,
        status: ['TODO', 'IN_PROGRESS', 'DONE'][i % 3],
        tagIds: [tags[i % 100], tags[(i * 7) % 100]],
      };
    });
    await post('/api/v1/task/import.json', rows);
  }
  for (let start = 0; start < CONTACTS; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, CONTACTS - start) }, (_, k) => ({
      firstName: `First${start + k}`,
      lastName: `Last${start + k}`,
      companyName: 'Acme',
      email: `person${start + k}@example.org`,
    }));
    await post('/api/v1/contact/import.json', rows);
  }
}

/** Tag creations one after another until `stop` says so; their latencies, in milliseconds. */
async function writesUntil(service: ServiceChild, token: string, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; !stop(); i++) {
    const started = performance.now();
    const body = JSON.stringify({ code: `w-${process.hrtime.bigint()}-${i}`, label: 'write' });
    const response = await service.send('POST', '/api/v1/tag', token, body, 'application/json');
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? Number.NaN;

const folder = mkdtempSync(join(tmpdir(), 'bench-backup-'));
const rows: Row[] = [];
try {
  const source = `file:${join(folder, 'source.db')}`;
  const emptyDb = `file:${join(folder, 'empty.db')}`;
  const seedStarted = performance.now();
  await withService(source, (service) => seed(service));
  rows.push({
    scenario: `seed ${TASKS} tasks + ${CONTACTS} contacts`,
    seconds: (performance.now() - seedStarted) / 1000,
    failures: 0,
  });
  await withService(emptyDb, async () => {});
  const archive = join(folder, 'instance.ndjson');
  rows.push(
    row(
      'idle: backup of an empty instance',
      await cli(['backup', join(folder, 'empty.ndjson'), '--secrets'], { DATABASE_URL: emptyDb }),
    ),
  );
  rows.push(row('backup (SQLite)', await cli(['backup', archive, '--secrets'], { DATABASE_URL: source })));
  process.stderr.write(`archive: ${(statSync(archive).size / 1e6).toFixed(0)} MB\n`);
  rows.push(
    row(
      'restore (into new SQLite)',
      await cli(['restore', archive], { DATABASE_URL: `file:${join(folder, 'restored.db')}` }),
    ),
  );
  for (const backend of backends().filter((b) => b.name === 'Postgres')) {
    await backend.withFreshDatabase(async (url) => {
      rows.push(row('migrate SQLite → Postgres', await cli(['migrate', '--from', source, '--to', url])));
      rows.push(
        row(
          'backup (Postgres)',
          await cli(['backup', join(folder, 'pg.ndjson'), '--secrets'], { DATABASE_URL: url }),
        ),
      );
    });
    await backend.withFreshDatabase(async (url) => {
      rows.push(row('restore (into new Postgres)', await cli(['restore', archive], { DATABASE_URL: url })));
    });
  }
  await withService(source, async (service) => {
    const token = await service.login();
    const quietUntil = performance.now() + 5000;
    const quiet = await writesUntil(service, token, () => performance.now() > quietUntil);
    rows.push({
      scenario: 'writes, no snapshot (p99)',
      p99Ms: p99(quiet),
      requests: quiet.length,
      failures: 0,
    });
    let snapshotting = true;
    const started = performance.now();
    const during = writesUntil(service, token, () => !snapshotting);
    const path = source.slice('file:'.length);
    await takeSnapshot({ source: path, directory: join(folder, 'snapshots'), keep: 1 }, new Date());
    snapshotting = false;
    const latencies = await during;
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      scenario: 'writes during a snapshot (p99)',
      seconds,
      p99Ms: p99(latencies),
      requests: latencies.length,
      failures: 0,
    });
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.stdout.write(
  `${table({ backend: `Backup, restore, migration: ${TASKS} tasks + ${CONTACTS} contacts`, rows })}\n`,
);
if (rows.some((r) => r.failures > 0)) process.exitCode = 1;

/**
 * A 1000-task PDF while the same service answers task reads: the printout renders in a worker
 * thread, so reads must stay fast (issue target: a concurrent GET's p99 under 100 ms).
 *
 *   npx tsx bench/print-under-load.ts
 *
 * The service runs in a child process on a fresh SQLite file; this process is the client.
 * Reads are sequential (one in flight), measured first alone, then while the PDF renders;
 * the PDF is rendered twice, first by a cold worker (thread start-up included), then warm.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latencySummary, readsUntil } from './support/sequential-reads.js';
import { withService } from './support/service-child.js';

const TASKS = 1000;
const DESCRIPTION = 'Ελληνικά και кириллица, accents: café, naïve. Long enough to wrap on a page. '.repeat(4);

const folder = mkdtempSync(join(tmpdir(), 'bench-print-'));
try {
  await withService(`file:${join(folder, 'bench.db')}`, async (service) => {
    const token = await service.login();
    const seeded = await service.send(
      'POST',
      '/api/v1/task/seed',
      token,
      JSON.stringify(tasks()),
      'application/json',
    );
    if (seeded.status !== 201) throw new Error(`seed failed: ${seeded.status}`);
    const [first] = (await seeded.json()) as { id: number }[];
    const read = `/api/v1/task/${first!.id}`;
    print(latencySummary('GET alone', await readsUntil(service, token, read, waitMs(2000))));
    for (const run of ['cold', 'warm']) {
      const printing = service.timed('GET', '/api/v1/task/print.pdf', token);
      const latencies = await readsUntil(service, token, read, printing);
      const pdf = await printing;
      if (pdf.status !== 200) throw new Error(`print failed: ${pdf.status}`);
      print(
        `PDF of ${TASKS} tasks (${run}): ${(pdf.ms / 1000).toFixed(2)} s, ${(pdf.bytes / 1e6).toFixed(1)} MB`,
      );
      print(latencySummary(`GET while it renders (${run})`, latencies));
    }
    print(`service peak RSS: ${(service.memory().peak / 1e6).toFixed(0)} MB`);
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}

function tasks() {
  return Array.from({ length: TASKS }, (_, i) => ({
    code: `T-${String(i).padStart(5, '0')}`,
    label: `Task ${i}: Προετοιμασία отчёта`,
    description: DESCRIPTION,
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    dueDate: '2027-03-01',
    assignedTo: 'Ζωή Петрова',
  }));
}

function waitMs(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

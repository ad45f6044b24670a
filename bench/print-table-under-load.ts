/**
 * 50 000 tasks printed as a table through the HTTP service while it answers reads, on a fresh
 * SQLite file and (with BENCH_DATABASE_URL) a fresh Postgres database. Reports the service's idle
 * RSS, its RSS after one-page prints with and without CJK text (the fallback fonts are read only
 * for the second), the print's time, CPU and peak RSS, how long its memory takes to go back, and
 * the reads' latencies meanwhile. Targets: peak ≤ idle + 400 MB, back to idle + 50 MB within
 * 60 s, GET p99 ≤ 100 ms.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/print-table-under-load.ts [tasks]
 */

import { loadavg } from 'node:os';
import { backends } from './support/databases.js';
import { latencySummary, readsUntil } from './support/sequential-reads.js';
import { type ServiceChild, withService } from './support/service-child.js';

const TASKS = Number(process.argv[2] ?? 50_000);
const CHUNK = 10_000;
const MB = 1e6;

const LABELS = [
  'Prepare the quarterly report: café, naïve, Ärger',
  'Προετοιμασία αναφοράς για το τρίμηνο',
  'Подготовить квартальный отчёт',
  '准备季度报告并发送给所有参与者',
  '四半期報告書を準備する',
  '분기 보고서를 준비하세요',
  'לעדכן את שלט הקבלה',
  'تحديث لوحة المكتب قبل يوم الجمعة',
];

for (const backend of backends()) {
  await backend.withFreshDatabase((url) =>
    withService(url, async (service) => {
      const token = await service.login();
      await seed(service, token);
      print(
        `\n${backend.name}, ${TASKS} tasks, load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      await waitMs(3000);
      const idle = service.memory().rss;
      print(`idle RSS: ${mb(idle)} MB`);
      const first = await service.timed('GET', '/api/v1/task?limit=1', token);
      if (first.status !== 200) throw new Error(`list failed: ${first.status}`);
      const latin = await printOne(service, token, 'latin', LABELS[0]!);
      print(`RSS after a one-page print in Latin: ${mb(latin)} MB`);
      const cjk = await printOne(service, token, 'cjk', LABELS[3]!);
      print(`RSS after a one-page print with Chinese: ${mb(cjk)} MB`);
      service.resetPeak();
      const cpuBefore = service.cpuSeconds();
      const printing = service.timed('GET', '/api/v1/task/print.pdf?layout=table', token);
      const latencies = await readsUntil(service, token, '/api/v1/task?limit=50', printing);
      const pdf = await printing;
      if (pdf.status !== 200) throw new Error(`print failed: ${pdf.status}`);
      const peak = service.memory().peak;
      print(
        `table of ${TASKS}: ${(pdf.ms / 1000).toFixed(1)} s, ${(pdf.bytes / MB).toFixed(1)} MB PDF, ` +
          `service CPU ${(service.cpuSeconds() - cpuBefore).toFixed(1)} s, peak RSS ${mb(peak)} MB (idle + ${mb(peak - idle)})`,
      );
      print(latencySummary('GET a page of 50 while it prints', latencies));
      const started = performance.now();
      let rss = service.memory().rss;
      while (rss > idle + 50 * MB && performance.now() - started < 60_000) {
        await waitMs(500);
        rss = service.memory().rss;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      print(`RSS ${seconds} s after the print: ${mb(rss)} MB (idle + ${mb(rss - idle)})`);
    }),
  );
}

/** All but the two tasks printOne adds, so the table holds TASKS rows. */
async function seed(service: ServiceChild, token: string): Promise<void> {
  const seeded = TASKS - 2;
  for (let start = 0; start < seeded; start += CHUNK) {
    const tasks = Array.from({ length: Math.min(CHUNK, seeded - start) }, (_, offset) => {
      const index = start + offset;
      return {
        code: `T-${String(index).padStart(6, '0')}`,
        label: `${LABELS[index % LABELS.length]} ${index}`,
        description: `${LABELS[(index + 3) % LABELS.length]}. ${LABELS[(index + 5) % LABELS.length]}.`,
        status: 'IN_PROGRESS',
        priority: 'HIGH',
        dueDate: '2027-03-01',
        assignedTo: index % 2 === 0 ? 'Ζωή Петрова' : '山田 太郎',
      };
    });
    const response = await service.send(
      'POST',
      '/api/v1/task/seed',
      token,
      JSON.stringify(tasks),
      'application/json',
    );
    if (response.status !== 201) throw new Error(`seed failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
}

/** A one-task print of a new task labelled `label`; the service's RSS after it. */
async function printOne(service: ServiceChild, token: string, code: string, label: string): Promise<number> {
  const created = await service.send(
    'POST',
    '/api/v1/task',
    token,
    JSON.stringify({ code, label }),
    'application/json',
  );
  const { id } = (await created.json()) as { id: number };
  const pdf = await service.timed('GET', `/api/v1/task/${id}/print.pdf`, token);
  if (pdf.status !== 200) throw new Error(`print failed: ${pdf.status}`);
  await waitMs(1000);
  return service.memory().rss;
}

function mb(bytes: number): string {
  return (bytes / MB).toFixed(0);
}

function waitMs(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/**
 * `/health/live` latency while four CSV exports, then a whole-list GET, walk many tasks (the same
 * rows as in `npm run bench`, see bench/scenarios/stalls.ts).
 *
 *   npx tsx bench/stalls.ts [tasks]                 SQLite (a fresh temporary file), 220 000 tasks
 *   BENCH_DATABASE_URL=postgres://… npx tsx …       also Postgres (a fresh database on that server)
 */
import { stallRows } from './scenarios/stalls.js';
import { backends } from './support/databases.js';
import { table } from './support/report.js';

const tasks = Number(process.argv[2] ?? 220_000);
for (const backend of backends()) {
  const rows = await backend.withFreshDatabase((url) => stallRows(url, tasks));
  process.stdout.write(`${table({ backend: backend.name, rows })}\n`);
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

/**
 * Import and export of 100 000 tasks alone, timed, with the service's peak memory per phase
 * (the same phases as in `npm run bench`, see bench/scenarios/exchange.ts).
 *
 *   npx tsx bench/exchange.ts                      SQLite (a fresh temporary file)
 *   BENCH_DATABASE_URL=postgres://… npx tsx …      also Postgres (a fresh database on that server)
 */
import { exchangeRows } from './scenarios/exchange.js';
import { backends } from './support/databases.js';
import { table } from './support/report.js';

for (const backend of backends()) {
  const rows = await backend.withFreshDatabase((url) => exchangeRows(url, 100_000));
  process.stdout.write(`${table({ backend: backend.name, rows })}\n`);
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

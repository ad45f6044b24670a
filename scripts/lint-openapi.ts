// `npm run lint:openapi`: writes the document GET /openapi.json serves to a temporary file and
// lints it with Redocly's recommended rules (redocly.yaml). Any error or warning fails it: Redocly
// itself fails on errors only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceDocument } from './service-document.js';

const CONFIG = fileURLToPath(new URL('../redocly.yaml', import.meta.url));

interface LintReport {
  readonly totals: { readonly errors: number; readonly warnings: number };
  readonly problems: readonly {
    readonly ruleId: string;
    readonly severity: string;
    readonly message: string;
    readonly location: readonly { readonly pointer?: string }[];
  }[];
}

function lint(file: string): LintReport {
  const run = spawnSync(
    'redocly',
    ['lint', file, '--config', CONFIG, '--format', 'json', '--max-problems', '10000'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // No usage report leaves the machine; no update check waits on the network.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (run.error) throw run.error;
  try {
    return JSON.parse(run.stdout) as LintReport;
  } catch {
    throw new Error(`redocly lint gave no report (exit ${run.status}): ${run.stderr.trim()}`);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
try {
  const file = join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(await serviceDocument(), null, 2));
  const { totals, problems } = lint(file);
  // The pointer says where in the document; the temporary file's line numbers would not.
  for (const problem of problems) {
    const where = problem.location[0]?.pointer ?? '#';
    process.stdout.write(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}\n`);
  }
  process.stdout.write(`lint:openapi: ${totals.errors} errors, ${totals.warnings} warnings\n`);
  process.exitCode = totals.errors + totals.warnings === 0 ? 0 : 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}

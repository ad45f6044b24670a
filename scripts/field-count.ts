// `npm run check:field-count`: adds a throwaway field to tasks in a scratch copy of the working
// tree, the way docs/architecture.md#adding-a-field says, and counts the files that had to
// change. Then it proves the field works end to end in the copy: type check, and on memory and
// SQLite a create, read, filter, sort, CSV export, printout and backup carrying it. Exits 1 when more than
// MAX_HAND_WRITTEN hand-written server files changed or the field does not work.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The descriptor, a migration per dialect and a test (docs/architecture.md#adding-a-field). */
const MAX_HAND_WRITTEN = 4;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DESCRIPTOR = 'domain/tasks/task.ts';
const FIELD = `    location: line({
      sort: true,
      filter: { equals: { name: 'location', doc: 'Tasks at exactly this place' } },
      doc: 'Where the task happens, at most 255 characters',
      print: { label: 'Location', column: { label: 'Location', weight: 2 } },
    }),
`;
/** Files tools write: migrations and the console's API types. */
const GENERATED = [/\/migrations\//, /^adapters\/console\/src\/api\/schema\.d\.ts$/];

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

function scratchCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'field-count-'));
  const files = run(ROOT, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file.length > 0 && file !== 'node_modules');
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  const git = (...args: string[]) =>
    run(copy, 'git', ['-c', 'user.name=check', '-c', 'user.email=check@invalid', ...args]);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'before the field');
  return copy;
}

function addField(copy: string): void {
  const path = join(copy, DESCRIPTOR);
  const source = readFileSync(path, 'utf8');
  const anchor = source.indexOf('    tagIds: links(');
  if (anchor < 0) throw new Error(`${DESCRIPTOR}: the tagIds entry the field goes before is gone`);
  writeFileSync(path, source.slice(0, anchor) + FIELD + source.slice(anchor));
}

function changedFiles(copy: string): string[] {
  return run(copy, 'git', ['status', '--porcelain', '--untracked-files=all'])
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => line.slice(3));
}

const copy = scratchCopy();
try {
  addField(copy);
  run(copy, 'npx', ['drizzle-kit', 'generate', '--config=drizzle.config.ts', '--name=task_location']);
  run(copy, 'npx', [
    'drizzle-kit',
    'generate',
    '--config=drizzle.postgres.config.ts',
    '--name=task_location',
  ]);
  run(copy, 'npx', ['tsx', 'scripts/console-api-types.ts']);
  const changed = changedFiles(copy);
  const generated = changed.filter((file) => GENERATED.some((pattern) => pattern.test(file)));
  const handWritten = changed.filter((file) => !generated.includes(file));
  const migrations = generated.filter((file) => file.endsWith('.sql'));
  process.stdout.write(
    `hand-written: ${handWritten.join(', ')}\nmigrations: ${migrations.join(', ')}\n` +
      `other generated: ${generated.filter((file) => !migrations.includes(file)).join(', ')}\n`,
  );
  run(copy, 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  process.stdout.write(run(copy, 'npx', ['tsx', 'scripts/field-count-probe.ts']));
  const counted = handWritten.length + migrations.length;
  process.stdout.write(`${counted} server files by hand (at most ${MAX_HAND_WRITTEN - 1} plus a test)\n`);
  if (counted > MAX_HAND_WRITTEN - 1) process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}

// `npm run check:create-trace`: sends one task create (POST /api/v1/task) to the service on a
// fresh SQLite file and prints the service's files on the stack of every SQL statement it runs,
// by layer, in the order first seen (scripts/traced-create.ts). Exits 1 when the path from the
// route handler to the task's INSERT passes through more than MAX_ROUTE_TO_SQL files.
import { type CreateTrace, type TracedStatement, traceCreate } from './traced-create.js';

/**
 * "A task create, traced from the route to the SQL, passes through at most 15 files": the
 * measure of docs/architecture.md#a-task-create-measured.
 */
const MAX_ROUTE_TO_SQL = 15;
const SQL_SHOWN = 72;

/** The files by layer, the layers and the files within each in the order first seen, each after its mark. */
function byLayer(files: readonly string[], mark: (file: string) => string = () => ''): string {
  const layers = [...new Set(files.map((file) => file.slice(0, file.indexOf('/'))))];
  return layers
    .map((layer) => {
      const own = files.filter((file) => file.startsWith(`${layer}/`));
      return `  ${layer} (${own.length})\n${own.map((file) => `    ${mark(file)}${file}\n`).join('')}`;
    })
    .join('');
}

function statementLine({ sql }: TracedStatement, index: number, insert: TracedStatement): string {
  const shown = sql.length > SQL_SHOWN ? `${sql.slice(0, SQL_SHOWN)}…` : sql;
  return `  ${index + 1}. ${shown}${sql === insert.sql ? '  ← the task' : ''}\n`;
}

/** The files V8's async frames alone never show (scripts/statement-stacks.ts): mostly the middleware. */
function withoutTrail({ statements, passedThrough, insert }: CreateTrace): string {
  const shown = new Set(statements.flatMap((statement) => statement.filesV8Shows));
  const hidden = passedThrough.filter((file) => !shown.has(file));
  return (
    `V8's async frames alone show ${insert.filesV8Shows.length} of the INSERT's files and ${shown.size} ` +
    `of the ${passedThrough.length};\nfound only by following the work handed on (middleware returning ` +
    `next() unawaited,\nDrizzle's thenables, the group commit's queue): ${hidden.length}\n` +
    hidden.map((file) => `    ${file}\n`).join('')
  );
}

function report(trace: CreateTrace): string {
  const { statements, passedThrough, insert, routeToSql } = trace;
  return [
    `One POST /api/v1/task: ${statements.length} statements on the writer connection\n`,
    ...statements.map((statement, index) => statementLine(statement, index, insert)),
    `Files the create passes through, on the stack of any of them: ${passedThrough.length}\n`,
    `(* on the stack of the task's INSERT, from the Node listener on: ${insert.files.length})\n`,
    byLayer(passedThrough, (file) => (insert.files.includes(file) ? '* ' : '  ')),
    `From the route to the SQL, the INSERT's files from the route handler on: ${routeToSql.length}\n`,
    byLayer(routeToSql),
    withoutTrail(trace),
    'Not counted: code that ran and returned before a statement or runs after it (validation,\n' +
      'policy checks, domain rules, the response), which no stack at a statement holds.\n',
  ].join('');
}

const trace = await traceCreate();
process.stdout.write(report(trace));
const count = trace.routeToSql.length;
if (count > MAX_ROUTE_TO_SQL) {
  process.stdout.write(
    `FAIL: the route to the SQL passes through ${count} files, more than ${MAX_ROUTE_TO_SQL}\n`,
  );
  process.exitCode = 1;
} else {
  process.stdout.write(
    `OK: the route to the SQL passes through ${count} files, at most ${MAX_ROUTE_TO_SQL}\n`,
  );
}

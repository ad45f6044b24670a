// One task create, sent over HTTP to the service on a fresh SQLite file, with the stack of every
// statement its writer connection ran, reduced to the service's own files. Run by
// scripts/create-trace.ts and kept honest by tests/architecture/create-trace.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadConfig } from '../bootstrap/env.js';
import { listen } from '../bootstrap/http-server.js';
import { startService } from '../bootstrap/service.js';
import { recordStatements, type StatementStack } from './statement-stacks.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The server's layers (docs/architecture.md#layers). */
const LAYERS = ['bootstrap', 'adapters', 'application', 'domain'] as const;
const PASSWORD = 'create-trace-password-1';
/** The statement that stores the task: the end of "the route to the SQL". */
const TASK_INSERT = /^insert into "tasks"/i;
/** The route handler of `POST /api/v1/task`, every record resource's create: the start of "the route to the SQL". */
const TASKS_HANDLER = 'adapters/http/shared/record-handlers.ts';

export interface TracedStatement {
  readonly sql: string;
  /** The service's files on its stack, from the request's side to the statement's, each once. */
  readonly files: readonly string[];
  /** Those V8's own frames show, without the trail (scripts/statement-stacks.ts). */
  readonly filesV8Shows: readonly string[];
}

export interface CreateTrace {
  /** The writer's statements the request caused, in the order they ran. */
  readonly statements: readonly TracedStatement[];
  /** The files on any of their stacks, in the order first seen. */
  readonly passedThrough: readonly string[];
  /** The task's INSERT, its files from the request's first (the Node listener's) on. */
  readonly insert: TracedStatement;
  /** Its files from the route handler on: "the route to the SQL". */
  readonly routeToSql: readonly string[];
}

/** `at fn (/path/file.ts:1:2)` or `at /path/file.ts:1:2` → a path relative to the worktree, if one of the service's. */
function serviceFile(frame: string): string | undefined {
  const location = /\((.*):\d+:\d+\)$/.exec(frame)?.[1] ?? /^at (?:async )?(.*):\d+:\d+$/.exec(frame)?.[1];
  if (!location) return undefined;
  const path = location.startsWith('file://') ? fileURLToPath(location) : location;
  if (!path.startsWith(ROOT) || path.includes(`${sep}node_modules${sep}`)) return undefined;
  const file = path.slice(ROOT.length).split(sep).join('/');
  return LAYERS.some((layer) => file.startsWith(`${layer}/`)) ? file : undefined;
}

/** The service's files among `frames`, from the request's side on, each once. */
function serviceFiles(frames: readonly string[]): string[] {
  return [
    ...new Set(
      frames
        .map(serviceFile)
        .filter((file) => file !== undefined)
        .reverse(),
    ),
  ];
}

function traced({ sql, frames, trail }: StatementStack): TracedStatement {
  return { sql, files: serviceFiles([...frames, ...trail]), filesV8Shows: serviceFiles(frames) };
}

/**
 * Statements of the service's background jobs (the webhook worker, rate-limit counts, history
 * pruning) may run while the request does: only those the HTTP adapter leads to are the request's.
 */
function causedByRequest(statement: TracedStatement): boolean {
  return statement.files.some((file) => file.startsWith('adapters/http/'));
}

export async function traceCreate(): Promise<CreateTrace> {
  const folder = mkdtempSync(join(tmpdir(), 'create-trace-'));
  const config = loadConfig({
    DATABASE_URL: `file:${join(folder, 'trace.db')}`,
    APP_ADMIN_USERNAME: 'admin',
    APP_ADMIN_PASSWORD: PASSWORD,
    APP_BCRYPT_COST: '4',
    LOG_LEVEL: 'silent',
  });
  const service = await startService(config, pino({ level: 'silent' }));
  const server = await new Promise<ReturnType<typeof listen>>((resolve) => {
    const started = listen(service.app.fetch, { port: 0, host: '127.0.0.1' }, () => resolve(started));
  });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      });
    const login = await post('/auth/login', { username: 'admin', password: PASSWORD });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const create = async (code: string) => {
      const response = await post('/task', { code, label: `Task ${code}` }, accessToken);
      if (response.status !== 201) throw new Error(`POST /task answered ${response.status}`);
      await response.arrayBuffer();
    };
    // The first create compiles the statements and fills the caches: the traced one is a usual one.
    await create('WARM-UP');
    const recording = recordStatements();
    let stacks: StatementStack[];
    try {
      await create('TRACED');
    } finally {
      stacks = recording.stop();
    }
    const statements = stacks.map(traced).filter(causedByRequest);
    const insert = statements.find((statement) => TASK_INSERT.test(statement.sql));
    if (!insert) throw new Error('no INSERT into tasks was recorded');
    const handler = insert.files.indexOf(TASKS_HANDLER);
    if (handler < 0) throw new Error(`${TASKS_HANDLER} is not on the stack of the INSERT into tasks`);
    return {
      statements,
      passedThrough: [...new Set(statements.flatMap((statement) => statement.files))],
      insert,
      routeToSql: insert.files.slice(handler),
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await service.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

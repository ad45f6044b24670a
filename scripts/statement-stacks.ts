// The JavaScript stack at every SQL statement a SQLite writer connection runs, continued across
// the hand-offs V8's async stack traces stop at. Used by scripts/traced-create.ts; it patches
// better-sqlite3 for the time of a recording only, never in the service's code.
import { createHook, executionAsyncResource } from 'node:async_hooks';
import Database from 'better-sqlite3';

export interface StatementStack {
  readonly sql: string;
  /** The frames V8 gives, its "at async …" frames included, as it prints them: the statement's caller first. */
  readonly frames: readonly string[];
  /** The frames found by following the trail on from where V8's end. */
  readonly trail: readonly string[];
}

export interface Recording {
  /** Ends the recording, undoes the patches and gives the statements run since it started. */
  stop(): StatementStack[];
}

/**
 * V8 writes a stack's `await` chain as "at async …" frames, but only as far as the awaiting
 * functions reach: the chain ends where a promise was not awaited by an async function. Three
 * such ends lie between a create's route and its SQL: middleware that returns `next()` without
 * awaiting it; Drizzle's queries, thenables whose `then` runs in a microtask with no caller;
 * and SQLite's group commit (adapters/persistence/sqlite/group-commit.ts), which runs a unit of
 * work from its queue, not from the request that submitted it. Every async resource made while
 * recording (a promise, the group commit's AsyncResource, a timer) is therefore given the stack
 * that made it, followed by the trail of the resource it was made in; a statement's stack is
 * followed by the trail of the resource it runs in. The trail leads from the statement back to
 * the request the way the work was handed on: it holds the functions that awaited, never those
 * that had returned.
 *
 * What a stack cannot show: code that ran and returned before the statement (a body's
 * validation, a policy's checks, the domain rules) or that runs after it (the response's
 * mapping). The files it lists are those the request passes through to reach its SQL.
 */
const TRAIL = Symbol('trail');

interface Traced {
  [TRAIL]?: readonly string[];
}

function stackFrames(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = Number.POSITIVE_INFINITY;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack
    .split('\n')
    .slice(1)
    .map((line) => line.trim());
}

function trailHere(): readonly string[] {
  return (executionAsyncResource() as Traced)[TRAIL] ?? [];
}

const STATEMENT_METHODS = ['run', 'get', 'all', 'iterate'] as const;

type Method = (this: unknown, ...args: unknown[]) => unknown;
type Prototype = Record<string, Method>;
/** The SQL a call runs, or undefined when its connection is read-only. */
type WriterSql = (self: unknown, args: unknown[]) => string | undefined;

const statementSql: WriterSql = (self) => {
  const statement = self as Database.Statement;
  return statement.database.readonly ? undefined : statement.source;
};

const execSql: WriterSql = (self, args) =>
  (self as Database.Database).readonly ? undefined : String(args[0]);

/** Starts recording the statements of every writer (not read-only) better-sqlite3 connection. */
export function recordStatements(): Recording {
  const statements: StatementStack[] = [];
  const hook = createHook({
    init(_id, _type, _trigger, resource: Traced) {
      // A throw in an async hook ends the process: a resource that takes no property keeps no trail.
      if (Object.isExtensible(resource)) resource[TRAIL] = [...stackFrames(), ...trailHere()];
    },
  });
  const probe = new Database(':memory:');
  const statementPrototype = Object.getPrototypeOf(probe.prepare('select 1')) as Prototype;
  probe.close();
  const originals: [Prototype, string, Method][] = [];
  const patch = (prototype: Prototype, name: string, sqlOf: WriterSql) => {
    const original = prototype[name]!;
    originals.push([prototype, name, original]);
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      const sql = sqlOf(this, args);
      if (sql !== undefined) statements.push({ sql, frames: stackFrames(), trail: trailHere() });
      return original.apply(this, args);
    };
  };
  for (const name of STATEMENT_METHODS) patch(statementPrototype, name, statementSql);
  patch(Database.prototype as unknown as Prototype, 'exec', execSql);
  hook.enable();
  return {
    stop() {
      hook.disable();
      for (const [prototype, name, original] of originals) prototype[name] = original;
      return statements;
    },
  };
}

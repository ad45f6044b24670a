import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { DatabaseConfig } from '../../adapters/persistence/database-config.js';
import { serviceEntry } from './service-entry.js';

export interface ServiceProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * A free port below Linux's ephemeral range (32768 and up): a port the kernel hands out for
 * `listen(0)` could be handed to another test's server between this check and the child's
 * listen, and its health check would then answer for the child.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    server.listen(port, '127.0.0.1');
    const listening = await Promise.race([
      once(server, 'listening').then(() => true),
      once(server, 'error').then(() => false),
    ]);
    if (!listening) continue;
    server.close();
    await once(server, 'close');
    return port;
  }
}

/** Runs bootstrap/main.ts as a real process, as `npm start` would (`serviceEntry`). */
export async function spawnService(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serviceEntry('main'), {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', APP_BCRYPT_COST: '4', ...env },
    // The IPC channel carries the service's 'ready' once it listens (bootstrap/main.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/**
 * Resolves once the service says it listens (its `ready` message) and its readiness probe
 * answers; a start under the TypeScript loader took 80 s at a load average of 30.
 */
export async function waitUntilReady(service: ServiceProcess, timeoutMs = 180_000): Promise<void> {
  await untilEvent(
    service,
    (done) => {
      const onMessage = (message: unknown) => message === 'ready' && done();
      service.child.on('message', onMessage);
      return () => service.child.off('message', onMessage);
    },
    `ready in ${timeoutMs} ms`,
    timeoutMs,
  );
  const probe = await fetch(`${service.baseUrl}/health/ready`);
  if (!probe.ok) throw new Error(`service listening but not ready (${probe.status}): ${service.output()}`);
}

/** Resolves once the process has printed `text` (a log message, say); rejects if it exits first. */
export async function waitForOutput(
  service: ServiceProcess,
  text: string,
  timeoutMs = 30_000,
): Promise<void> {
  if (service.output().includes(text)) return;
  await untilEvent(
    service,
    (done) => {
      const onData = () => service.output().includes(text) && done();
      service.child.stdout?.on('data', onData);
      service.child.stderr?.on('data', onData);
      return () => {
        service.child.stdout?.off('data', onData);
        service.child.stderr?.off('data', onData);
      };
    },
    `${text} in ${timeoutMs} ms`,
    timeoutMs,
  );
}

/**
 * Waits for what `watch` reports, rejecting when the process exits first or after `timeoutMs`
 * (a bound on a hung start, not a wait: nothing is polled).
 */
function untilEvent(
  service: ServiceProcess,
  watch: (done: () => void) => () => void,
  what: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      unwatch();
      clearTimeout(timer);
      service.child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onExit = () => finish(new Error(`service exited before ${what}: ${service.output()}`));
    const timer = setTimeout(() => finish(new Error(`no ${what}: ${service.output()}`)), timeoutMs);
    const unwatch = watch(() => finish());
    if (service.child.exitCode !== null || service.child.signalCode !== null) onExit();
    else service.child.once('exit', onExit);
  });
}

/**
 * Stops the process with SIGSTOP and resolves once every one of its threads is stopped (Linux:
 * /proc/<pid>/task/<tid>/stat shows `T`): from then on it writes, commits and answers nothing
 * until `thaw`, so what a probe of its database finds stays true until the test acts on it.
 */
export async function freeze(service: ServiceProcess, timeoutMs = 10_000): Promise<void> {
  const { pid } = service.child;
  if (pid === undefined || !service.child.kill('SIGSTOP')) throw new Error('the service is not running');
  const deadline = Date.now() + timeoutMs;
  while (!allThreadsStopped(pid)) {
    if (Date.now() > deadline) throw new Error(`the service did not stop in ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Lets a frozen process run again. */
export function thaw(service: ServiceProcess): void {
  service.child.kill('SIGCONT');
}

function allThreadsStopped(pid: number): boolean {
  return readdirSync(`/proc/${pid}/task`).every((tid) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch (error) {
      // A thread that ended since the listing does nothing any more either.
      if ((error as { code?: string }).code === 'ENOENT') return true;
      throw error;
    }
    // The state follows the command name, which is in parentheses and may hold spaces.
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state === 'T' || state === 't';
  });
}

/** The `DATABASE_URL` that points a service process at a test database. */
export function databaseUrl(config: DatabaseConfig): string {
  switch (config.kind) {
    case 'sqlite':
      return `file:${config.path}`;
    case 'postgres':
      return config.url;
    case 'memory':
      return 'memory:';
  }
}

/** The access token of a user of a running service. */
export async function login(service: ServiceProcess, password: string, username = 'admin'): Promise<string> {
  const response = await fetch(`${service.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

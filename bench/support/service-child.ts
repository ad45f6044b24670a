import { readFileSync, writeFileSync } from 'node:fs';
import { pino } from 'pino';
import { batchedDestination } from '../../adapters/logging/batched-destination.js';
import { createLogger } from '../../adapters/logging/pino-logger.js';
import { loadConfig } from '../../bootstrap/env.js';
import { listen } from '../../bootstrap/http-server.js';
import { startService } from '../../bootstrap/service.js';
import type { SharedOverrides } from '../../bootstrap/shared.bindings.js';
import { startChildServer } from './child-server.js';

export const ADMIN = { username: 'admin', password: 'bench-admin-password' };

/** Child: the service on a free port; prints the port, stops on SIGTERM. */
export async function serveService(
  url: string,
  env: Record<string, string> = {},
  overrides: SharedOverrides = {},
): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: url,
    APP_ADMIN_USERNAME: ADMIN.username,
    APP_ADMIN_PASSWORD: ADMIN.password,
    APP_BCRYPT_COST: '4',
    APP_BODY_LIMIT_BYTES: String(64 * 1024 * 1024),
    LOG_LEVEL: 'silent',
    // Counted on every request, as in production, with a budget the loads never exhaust.
    APP_RATE_LIMIT_REQUESTS: '1000000000',
    APP_RATE_LIMIT_EXPENSIVE: '1000000000',
    // The idle subscriber's URL is on this machine.
    APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    ...env,
  });
  // Log lines are made as in production (asynchronous writes), then thrown away.
  const logger = createLogger(
    config.logLevel,
    batchedDestination(pino.destination({ dest: '/dev/null', sync: false })),
  );
  const service = await startService(config, logger, overrides);
  const server = listen(service.app.fetch, { port: 0, host: '127.0.0.1' }, (info) => {
    process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
  });
  process.on('SIGTERM', () => server.close(() => void service.close().then(() => process.exit(0))));
}

export interface Timed {
  readonly ms: number;
  readonly bytes: number;
  readonly status: number;
}

export interface ServiceChild {
  /** `http://127.0.0.1:<port>`, for load generators. */
  readonly base: string;
  login(): Promise<string>;
  send(method: string, path: string, token: string, body?: string, type?: string): Promise<Response>;
  /** The whole exchange, the response body read and discarded chunk by chunk. */
  timed(method: string, path: string, token: string, body?: string, type?: string): Promise<Timed>;
  /** The service process's resident set now and at its peak. */
  memory(): { rss: number; peak: number };
  /** Starts a new peak (VmHWM) from the current resident set, so that one phase's peak is its own. */
  resetPeak(): void;
  /** CPU seconds the service process has used so far, all its threads. */
  cpuSeconds(): number;
}

/** The script a service child runs, given the database URL and then `args`. */
export interface ServiceEntry {
  readonly script: URL;
  readonly args: readonly string[];
}

const SERVE: ServiceEntry = { script: new URL('./serve.ts', import.meta.url), args: [] };

/** The same service with rate limits turned off: what counting requests costs, in the same run. */
export const SERVE_WITHOUT_RATE_LIMITS: ServiceEntry = { ...SERVE, args: ['--rate-limits=off'] };

/**
 * The same service with a change log that keeps nothing: what appending every write's entries
 * costs creates and updates, in the same run (docs/api/changes.md).
 */
export const SERVE_WITHOUT_CHANGE_LOG: ServiceEntry = { ...SERVE, args: ['--change-log=off'] };

/**
 * The same service hashing passwords at the default cost (10) rather than the benches' 4, which
 * keeps their set-up quick: what logins cost as deployed (docs/adr/0056-password-hashing-on-threads.md).
 */
export const SERVE_PRODUCTION_HASHING: ServiceEntry = { ...SERVE, args: ['--bcrypt-cost=10'] };

/** The same service writing an access line per request (asynchronously, as in production). */
export const SERVE_LOGGING_REQUESTS: ServiceEntry = { ...SERVE, args: ['--log-level=info'] };

/**
 * Runs `work` against the service in a child process, so that its RSS is the service's alone
 * (this process is the client) and a phase's peak (VmHWM) is not an earlier one's.
 */
export async function withService(
  url: string,
  work: (service: ServiceChild) => Promise<void>,
  entry: ServiceEntry = SERVE,
): Promise<void> {
  const child = await startChildServer(entry.script, [url, ...entry.args]);
  const { base, pid } = child;
  try {
    const send = (method: string, path: string, token: string, body?: string, type = 'text/csv') =>
      fetch(`${base}${path}`, {
        method,
        body,
        headers: {
          ...(token && { Authorization: `Bearer ${token}` }),
          ...(body && { 'Content-Type': type }),
        },
      });
    await settle();
    await work({
      base,
      send,
      async login() {
        const response = await send(
          'POST',
          '/api/v1/auth/login',
          '',
          JSON.stringify(ADMIN),
          'application/json',
        );
        return ((await response.json()) as { accessToken: string }).accessToken;
      },
      async timed(method, path, token, body, type) {
        const started = performance.now();
        const response = await send(method, path, token, body, type);
        let bytes = 0;
        for await (const chunk of response.body ?? []) bytes += chunk.byteLength;
        return { ms: performance.now() - started, bytes, status: response.status };
      },
      memory: () => processMemory(pid),
      resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
      cpuSeconds: () => processCpuSeconds(pid),
    });
  } finally {
    await child.stop();
  }
}

/** Lets start-up garbage settle before the idle reading. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1000));
}

/** Linux only: user and system time of a process, in clock ticks of 1/100 s. */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Linux only: VmRSS (now) and VmHWM (peak) of a process. */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from '../support/child-server.js';
import type { DirectusInstall } from './install.js';

/** A running Directus, reached with the admin's static token. */
export interface DirectusServer {
  readonly base: string;
  readonly token: string;
}

/** How long Directus may take to bootstrap or to start on a loaded machine. */
const START_MS = 180_000;

/**
 * Bootstraps Directus on an empty database (the bench's URL: `file:<path>` or `postgres://…`),
 * starts it on a free port for as long as `work` runs, then stops it. Settings are Directus's
 * defaults except where a load bench needs otherwise, each said below.
 */
export async function withDirectus<T>(
  install: DirectusInstall,
  databaseUrl: string,
  work: (server: DirectusServer) => Promise<T>,
): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-directus-'));
  const token = randomBytes(24).toString('hex');
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: folder,
    ...databaseEnv(databaseUrl),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    // The administrator's static token, set by `bootstrap`: no login, no expiry during the loads.
    ADMIN_TOKEN: token,
    // An access line per request is not written on our side either.
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'raw',
    TELEMETRY: 'false',
    // Its default answers 503 once the event loop lags, which a saturating load always makes it do.
    PRESSURE_LIMITER_ENABLED: 'false',
    // The seed's bulk POSTs are larger than its default 1 MB.
    MAX_PAYLOAD_SIZE: '64mb',
    STORAGE_LOCAL_ROOT: join(folder, 'uploads'),
    EXTENSIONS_PATH: join(folder, 'extensions'),
  };
  mkdirSync(env.STORAGE_LOCAL_ROOT);
  mkdirSync(env.EXTENSIONS_PATH);
  const output = join(folder, 'directus.log');
  const run = (command: string) => {
    const fd = openSync(output, 'a');
    try {
      return spawn(install.node, [install.cli, command], { cwd: folder, env, stdio: ['ignore', fd, fd] });
    } finally {
      closeSync(fd);
    }
  };
  try {
    const bootstrap = run('bootstrap');
    const code = await new Promise((resolve, reject) => {
      bootstrap.once('error', reject);
      bootstrap.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`directus bootstrap exited with ${code}:\n${tail(output)}`);
    const server = run('start');
    try {
      const base = `http://127.0.0.1:${port}`;
      await untilAnswering(server, `${base}/server/ping`, output);
      return await work({ base, token });
    } finally {
      await stopChild(server);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Directus's database settings for the bench's database URL. */
function databaseEnv(url: string): Record<string, string> {
  if (url.startsWith('file:')) return { DB_CLIENT: 'sqlite3', DB_FILENAME: url.slice('file:'.length) };
  const parsed = new URL(url);
  return {
    DB_CLIENT: 'pg',
    DB_HOST: parsed.hostname,
    DB_PORT: parsed.port || '5432',
    DB_DATABASE: parsed.pathname.slice(1),
    DB_USER: decodeURIComponent(parsed.username),
    ...(parsed.password && { DB_PASSWORD: decodeURIComponent(parsed.password) }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Asks until Directus answers: it prints nothing parseable once listening at a level above info. */
async function untilAnswering(server: ChildProcess, url: string, output: string): Promise<void> {
  const deadline = performance.now() + START_MS;
  while (performance.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`directus exited with ${server.exitCode}:\n${tail(output)}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`directus did not answer within ${START_MS / 1000} s:\n${tail(output)}`);
}

function tail(file: string): string {
  return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
}

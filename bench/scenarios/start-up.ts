import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../support/child-server.js';
import { megabytes, type Row } from '../support/report.js';
import { processMemory } from '../support/service-child.js';

/** The built service, as `npm start` runs it; the benchmarks' own children run the sources through tsx. */
const BUILT_MAIN = fileURLToPath(new URL('../../dist/bootstrap/main.js', import.meta.url));
/**
 * Start-up of the built service on `url`: from spawning the process to `/health/ready` answering
 * 200. Twice: on the new, empty database (migrations, the administrator created), with its
 * resident set at that moment, and again on the same one, the usual restart, with its resident
 * set after `idleSeconds` without a request (so no PDF worker). V8 gives the start-up garbage
 * back some 15 s after the last work (docs/performance.md#the-request-path).
 */
export async function startUpRows(url: string, idleSeconds: number): Promise<Row[]> {
  if (!existsSync(BUILT_MAIN)) {
    return [{ scenario: 'start to ready: not built (npm run build)', failures: 1 }];
  }
  return [
    await startOnce(url, 'start to ready, new database, RSS then', 0),
    await startOnce(url, `start to ready, restart, RSS idle ${idleSeconds} s`, idleSeconds),
  ];
}

async function startOnce(url: string, scenario: string, idleSeconds: number): Promise<Row> {
  const started = performance.now();
  const child = spawn(process.execPath, [BUILT_MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      APP_ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await listeningPort(child.stdout);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    return {
      scenario,
      seconds,
      idleRssMb: megabytes(processMemory(child.pid!).rss),
      failures: ready.status === 200 ? 0 : 1,
    };
  } finally {
    await stopChild(child);
  }
}

/** The port of the service's `listening` log line. */
function listeningPort(stdout: NodeJS.ReadableStream): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'listening' && entry.port !== undefined) resolve(entry.port);
    });
    lines.once('close', () => reject(new Error('the service exited before listening')));
  });
}

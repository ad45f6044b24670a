import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildServer {
  readonly base: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** With BENCH_CPU_PROF=<folder>, each child writes a V8 CPU profile there when it stops. */
function profiling(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

/** Runs a server entry (which prints `{"port":…}` once listening) in a child process. */
export async function startChildServer(entry: URL, args: string[] = []): Promise<ChildServer> {
  const child = spawn(process.execPath, [...process.execArgv, ...profiling(), entry.pathname, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => stopChild(child);
  try {
    return { base: `http://127.0.0.1:${await portOf(child)}`, pid: child.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Asks a child process to stop (SIGTERM) and waits until it has; at once if it has exited already. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

function portOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).port));
  });
}

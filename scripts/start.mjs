// `npm start`: runs the built service, building it first only when a source is newer than the
// build (a fresh clone, a pull). A second start beside a running instance rebuilds nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist', 'bootstrap', 'main.js');
// The console is built last: a build that stopped before it is no build.
const consolePage = join(root, 'dist', 'console', 'index.html');
const SOURCES = [
  'domain',
  'application',
  'adapters',
  'bootstrap',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
];

/** The latest modification time of a file or of any file below a folder. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

const built = existsSync(entry) && existsSync(consolePage) ? statSync(entry).mtimeMs : 0;
const changed = Math.max(...SOURCES.map((source) => newest(join(root, source))));
if (changed > built) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    console.error('Start-up failed: the build did not succeed (npm run build)');
    process.exit(1);
  }
}
await import(pathToFileURL(entry).href);

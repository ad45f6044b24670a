// Whether `dist/` was built from the sources as they are: `npm start` builds only when it was not,
// and the process tests run the build when it was (a start under the TypeScript loader costs
// seconds of CPU) and the sources through tsx when it was not.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(ROOT, 'dist', 'bootstrap', 'main.js');
// The console is built last: a build that stopped before it is no build.
const consolePage = join(ROOT, 'dist', 'console', 'index.html');
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

/** True when a complete build is newer than every source. */
export function buildIsFresh() {
  const built = existsSync(entry) && existsSync(consolePage) ? statSync(entry).mtimeMs : 0;
  return built > Math.max(...SOURCES.map((source) => newest(join(ROOT, source))));
}

// Runs after the console's build (see the `build` script): fails when the JavaScript a first visit
// loads (the entry chunk and everything it imports statically) exceeds 200 KB gzipped, and prints
// the figure. Modules loaded on demand (dynamic import) are not counted. No dependencies.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 200 * 1024;
const folder = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'console');
const manifest = JSON.parse(readFileSync(join(folder, '.vite', 'manifest.json'), 'utf8'));

/** The chunk files an entry loads before it runs: itself and its static imports, transitively. */
function initialFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) initialFiles(imported, seen);
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const files = new Set(entries.flatMap((key) => [...initialFiles(key)]));
const gzipped = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(folder, file))).length, 0);
const figure = `${(gzipped / 1024).toFixed(1)} KB gzipped in ${files.size} file(s)`;
if (gzipped > LIMIT_BYTES) {
  console.error(
    `console-size: the initial JavaScript is ${figure}, over the ${LIMIT_BYTES / 1024} KB budget`,
  );
  process.exit(1);
}
process.stdout.write(`console-size: initial JavaScript ${figure} (budget ${LIMIT_BYTES / 1024} KB)\n`);

// `npm start`: runs the built service, building it first only when a source is newer than the
// build (a fresh clone, a pull). A second start beside a running instance rebuilds nothing.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsFresh, ROOT as root } from './build-state.mjs';

const entry = join(root, 'dist', 'bootstrap', 'main.js');
if (!buildIsFresh()) {
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

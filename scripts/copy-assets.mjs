// Copies the non-TypeScript files the build output needs at run time into dist/.
// Runs after `tsc -p tsconfig.build.json` (see the `build` script). No dependencies.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Source folders (relative to the project root), each copied to the same path under dist/. */
const assets = ['adapters/persistence/sqlite/migrations', 'adapters/persistence/postgres/migrations'];

for (const asset of assets) {
  const from = join(root, asset);
  const to = join(root, 'dist', asset);
  if (!existsSync(from)) {
    console.error(`copy-assets: missing ${relative(root, from)}`);
    process.exit(1);
  }
  // Start clean so a migration removed from the sources does not linger in dist/.
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  process.stdout.write(`copy-assets: ${asset} -> ${relative(root, to)}\n`);
}

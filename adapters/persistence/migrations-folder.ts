// Where each dialect's migrations are, in the sources and in the build.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Migrations sit beside each dialect's schema, in the sources and in the build output alike. */
export function migrationsFolder(dialect: 'sqlite' | 'postgres'): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const folder = join(here, dialect, 'migrations');
  if (!existsSync(folder)) throw new Error(`Migrations folder missing: ${folder}`);
  return folder;
}

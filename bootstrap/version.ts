import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The service's version, from its package.json: one folder up from the sources
 * (`bootstrap/`), two from the build (`dist/bootstrap/`).
 */
export function serviceVersion(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '..', 'package.json'), join(here, '..', '..', 'package.json')]) {
    if (!existsSync(candidate)) continue;
    const { name, version } = JSON.parse(readFileSync(candidate, 'utf8')) as {
      name?: string;
      version?: string;
    };
    if (name === 'task-service' && version) return version;
  }
  throw new Error('package.json of task-service not found beside the service');
}

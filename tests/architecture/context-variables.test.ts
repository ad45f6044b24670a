import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Hono's `c.var` builds a new object of every request variable on each read (Object.fromEntries);
 * the request path reads them with `c.get(…)`, a map lookup (docs/performance.md).
 */
describe('request variables', () => {
  it('when the HTTP adapter is read, then no code reads c.var (comments may name it)', () => {
    const offenders = sources('adapters/http').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), where: `${file}:${index + 1}` }))
        .filter(({ line }) => !line.startsWith('*') && !line.startsWith('/') && /\bc\.var\b/.test(line))
        .map(({ where }) => where),
    );
    expect(sources('adapters/http').length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});

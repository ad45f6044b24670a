import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const RUNTIME_PACKAGES = ['better-sqlite3', 'bindings', 'file-uri-to-path'];

/** The Docker image's build stage strips better-sqlite3 to what it loads (docs/deployment.md#docker-image). */
describe('stripping better-sqlite3 for the image', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('when its build leftovers are removed, then only the binary stays in build/ and the module still opens a database', () => {
    const root = mkdtempSync(join(tmpdir(), 'strip-'));
    folders.push(root);
    for (const name of RUNTIME_PACKAGES)
      cpSync(join('node_modules', name), join(root, 'node_modules', name), { recursive: true });
    const module = join(root, 'node_modules', 'better-sqlite3');
    execFileSync('sh', ['scripts/strip-better-sqlite3.sh', module]);
    expect(readdirSync(join(module, 'build'))).toEqual(['Release']);
    expect(readdirSync(join(module, 'build', 'Release'))).toEqual(['better_sqlite3.node']);
    expect(existsSync(join(module, 'deps'))).toBe(false);
    const answer = execFileSync(
      process.execPath,
      [
        '-e',
        "const Db = require('better-sqlite3'); console.log(new Db(':memory:').prepare('select 40 + 2 as n').get().n)",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(answer.trim()).toBe('42');
  });

  it('when the binary is missing, then the script fails naming it and removes nothing', () => {
    const root = mkdtempSync(join(tmpdir(), 'strip-'));
    folders.push(root);
    const module = join(root, 'better-sqlite3');
    cpSync(join('node_modules', 'better-sqlite3', 'lib'), join(module, 'lib'), { recursive: true });
    expect(() => execFileSync('sh', ['scripts/strip-better-sqlite3.sh', module], { stdio: 'pipe' })).toThrow(
      /better_sqlite3\.node is missing/,
    );
    expect(existsSync(join(module, 'lib'))).toBe(true);
  });
});

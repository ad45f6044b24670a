import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../../adapters/persistence/sqlite/sqlite-database.js';

const mode = (path: string) => statSync(path).mode & 0o777;

/** docs/security.md#api8-security-misconfiguration: the file holds password hashes, the signing key and the model token. */
describe('SQLite file modes', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const root = () => {
    const dir = mkdtempSync(join(tmpdir(), 'modes-'));
    roots.push(dir);
    return dir;
  };

  it('when the database is new, then its folder is 0700 and the file, its log and shared memory 0600', async () => {
    const dir = join(root(), 'data', 'nested');
    const path = join(dir, 'tasks.db');
    const db = SqliteDatabase.open(path);
    try {
      expect(mode(dir)).toBe(0o700);
      expect(mode(join(dir, '..'))).toBe(0o700);
      for (const file of [path, `${path}-wal`, `${path}-shm`])
        expect([file, mode(file)]).toEqual([file, 0o600]);
    } finally {
      db.close();
    }
  });

  it('when the file exists, then its mode is left as its owner set it', async () => {
    const path = join(root(), 'tasks.db');
    writeFileSync(path, '', { mode: 0o640 });
    const db = SqliteDatabase.open(path);
    try {
      expect(mode(path)).toBe(0o640);
    } finally {
      db.close();
    }
  });
});

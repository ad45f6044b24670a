import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * Whether another connection has the SQLite file open, a running service's included, even an
 * idle one: in WAL mode every open connection holds a shared lock on the file, so an exclusive
 * lock taken without waiting fails while any other is open. A file that does not exist is not in use.
 */
export function sqliteFileInUse(path: string): boolean {
  if (!existsSync(path)) return false;
  const probe = new Database(path, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Checkpointed, WalCheckpoints } from '../../../adapters/persistence/sqlite/wal-checkpoints.js';

let folder: string;
let path: string;
let writer: Database.Database;
let checkpoints: WalCheckpoints | undefined;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
  path = join(folder, 'test.db');
  writer = new Database(path);
  writer.pragma('journal_mode = WAL');
  // As the service's writer leaves them to the thread: here it never checkpoints on its own.
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('create table t (id integer primary key, body text)');
});

afterEach(async () => {
  await checkpoints?.close();
  checkpoints = undefined;
  writer.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Checkpoints on `at`, and the first outcome they report. */
function firstOutcome(at: string): { checkpoints: WalCheckpoints; outcome: Promise<Checkpointed> } {
  let report: (outcome: Checkpointed) => void = () => {};
  const outcome = new Promise<Checkpointed>((resolve) => {
    report = resolve;
  });
  return { checkpoints: new WalCheckpoints(at, 0, report), outcome };
}

function commitRow(id: number): void {
  writer.prepare('insert into t values (?, ?)').run(id, 'x'.repeat(500));
}

describe('WAL checkpoints on a thread', () => {
  it('when a commit is reported, then the thread copies the whole log into the database file', async () => {
    const started = firstOutcome(path);
    checkpoints = started.checkpoints;
    commitRow(1);
    checkpoints.committed();
    const outcome = await started.outcome;
    expect(outcome).toEqual({ log: expect.any(Number), checkpointed: expect.any(Number) });
    const { log, checkpointed } = outcome as { log: number; checkpointed: number };
    expect(log).toBeGreaterThan(0);
    expect(checkpointed).toBe(log);
  });

  it('when a thousand commits are reported together, then one checkpoint takes them all', async () => {
    const started = firstOutcome(path);
    checkpoints = started.checkpoints;
    for (let id = 1; id <= 1000; id++) {
      commitRow(id);
      checkpoints.committed();
    }
    const { log, checkpointed } = (await started.outcome) as { log: number; checkpointed: number };
    expect(log).toBeGreaterThanOrEqual(1000);
    expect(checkpointed).toBe(log);
  });

  it('when the thread cannot open the database, then the checkpoint reports a failure and throws nothing', async () => {
    const started = firstOutcome(join(folder, 'missing', 'test.db'));
    checkpoints = started.checkpoints;
    checkpoints.committed();
    expect(await started.outcome).toEqual({ failure: expect.stringMatching(/^THREAD_/) });
  });
});

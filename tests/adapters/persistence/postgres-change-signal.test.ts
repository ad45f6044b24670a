import postgres from 'postgres';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  CHANGES_CHANNEL,
  PostgresChangeSignal,
} from '../../../adapters/persistence/postgres/postgres-change-signal.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';

/** Commits told to every instance by NOTIFY, spaced so that a steady write load sends few. */
describeEachBackend('the Postgres change signal', () => {
  let database: TestDatabase;
  let listener: postgres.Sql;
  let received: number;
  /** One release per NOTIFY sent: the signal waits out its spacing until the test releases it. */
  let spacings: (() => void)[];
  let signal: PostgresChangeSignal;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    const { url } = database.config as { url: string };
    listener = postgres(url, { max: 1, onnotice: () => {} });
    received = 0;
    await listener.listen(CHANGES_CHANNEL, () => {
      received += 1;
    });
    spacings = [];
    signal = new PostgresChangeSignal(
      { url, statementTimeoutMs: 5000 },
      () => new Promise<void>((release) => spacings.push(release)),
    );
  });
  afterEach(async () => {
    for (const release of spacings) release();
    await signal.close();
    await listener.end({ timeout: 1 });
    await database.drop();
  });

  it('when a commit follows a quiet spell, then it is told at once', async () => {
    signal.notify();
    await expect.poll(() => received).toBe(1);
  });

  it('when commits come during the spacing after a NOTIFY, then they share one sent when it ends', async () => {
    signal.notify();
    await expect.poll(() => spacings.length).toBe(1);
    for (let commit = 0; commit < 5; commit++) signal.notify();
    // A round trip on the listening connection: a NOTIFY sent before it would have arrived.
    await listener`select 1`;
    expect(received).toBe(1);

    spacings[0]!();
    await expect.poll(() => received).toBe(2);
    await expect.poll(() => spacings.length).toBe(2);
    expect(received).toBe(2);
  });
}, ['postgres']);

import { setTimeout as delay } from 'node:timers/promises';
import postgres from 'postgres';
import type { Persistence } from '../../adapters/persistence/open-persistence.js';
import type { TestDatabase } from './backends.js';
import type { HoldPoint, RaceBarrier } from './race-barrier.js';

/** How long the second request may neither finish nor wait for a lock before the test gives up. */
const STUCK_AFTER_MS = 10_000;

export interface Interleaving {
  readonly first: Response;
  readonly second: Response;
  /** The second request was answered while the first was held. */
  readonly secondFinishedFirst: boolean;
}

/**
 * Runs two requests in a forced order: the first is held at `point`; the second then runs to
 * completion, or as far as the backend lets it while the first is held: on memory and SQLite
 * units of work take turns, so when the first is held inside one the second can only queue;
 * on Postgres it may wait for a row lock the first holds. The first is released then.
 */
export class Interleaver {
  private readonly sql: postgres.Sql | undefined;

  constructor(
    private readonly barrier: RaceBarrier,
    private readonly persistence: () => Persistence,
    database: TestDatabase,
  ) {
    const { config } = database;
    this.sql = config.kind === 'postgres' ? postgres(config.url, { max: 1, onnotice: () => {} }) : undefined;
  }

  async run(
    first: () => Promise<Response>,
    point: HoldPoint,
    second: () => Promise<Response>,
  ): Promise<Interleaving> {
    const held = this.barrier.hold(point);
    const firstAnswer = first();
    const reached = await Promise.race([held.arrived.then(() => true), firstAnswer.then(() => false)]);
    if (!reached) throw new Error(`the first request never reached ${point.repository}.${point.method}`);
    const queuedOnly = this.sql === undefined && (await this.holdsUnitOfWork());
    let released = false;
    let secondFinishedFirst = false;
    const secondAnswer = second().finally(() => {
      secondFinishedFirst = !released;
    });
    if (!queuedOnly) await this.finishedOrWaiting(secondAnswer);
    released = true;
    held.release();
    return { first: await firstAnswer, second: await secondAnswer, secondFinishedFirst };
  }

  async close(): Promise<void> {
    this.barrier.disarm();
    await this.sql?.end({ timeout: 1 });
  }

  /** Memory and SQLite: a unit of work started now waits for the held one, so it does not run at once. */
  private async holdsUnitOfWork(): Promise<boolean> {
    let ran = false;
    const probe = this.persistence().unitOfWork.run(async () => {
      ran = true;
    });
    probe.catch(() => {});
    // Without a held unit of work the probe runs within the current turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    return !ran;
  }

  private async finishedOrWaiting(answer: Promise<Response>): Promise<void> {
    let finished = false;
    const finish = () => {
      finished = true;
    };
    answer.then(finish, finish);
    const giveUpAt = Date.now() + STUCK_AFTER_MS;
    while (!finished && !(await this.waitingForLock())) {
      if (Date.now() > giveUpAt) throw new Error('the second request neither finished nor waited for a lock');
      await delay(5);
    }
  }

  /** A Postgres session of this database waits for a lock: the second request, since the first is held in the service. */
  private async waitingForLock(): Promise<boolean> {
    if (!this.sql) return false;
    const [row] = await this.sql<{ waiting: boolean }[]>`
      select exists (
        select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'
      ) as waiting`;
    return row!.waiting;
  }
}

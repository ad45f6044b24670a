import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import {
  GroupCommit,
  type UnitHooks,
  type WriterControl,
} from '../../../adapters/persistence/sqlite/group-commit.js';

/** A writer that records the statements it is given; `failOn` makes one throw once, `lose` ends the transaction too. */
function fakeWriter(options: { failOn?: string; lose?: boolean; busy?: number } = {}) {
  const statements: string[] = [];
  let open = false;
  let busy = options.busy ?? 0;
  let failOn = options.failOn;
  const writer: WriterControl = {
    async begin() {
      if (busy-- > 0) throw new Error('SQLITE_BUSY');
      statements.push('BEGIN');
      open = true;
    },
    exec(sql) {
      if (sql === failOn) {
        failOn = undefined;
        if (options.lose) open = false;
        throw new Error(`failed: ${sql}`);
      }
      statements.push(sql);
      if (sql === 'COMMIT' || sql === 'ROLLBACK') open = false;
    },
    get inTransaction() {
      return open;
    },
  };
  return { writer, statements };
}

const events = { settled: () => {}, waiting: () => {} };

/**
 * Limits that keep a group open however slow the machine: a loaded CI machine can take longer
 * than the service's 5 ms between two units, which would split the group a test is about.
 */
const ONE_GROUP = { maxUnits: 64, maxMillis: 60_000 };

/** A unit that writes `name` (a statement), registers an after-commit callback, and with `released` a write after its savepoint. */
function unit(writer: WriterControl, name: string, log: string[], fails = false, released = false) {
  return {
    started: performance.now(),
    deadline: performance.now() + 1000,
    work: async (hooks: UnitHooks) => {
      writer.exec(`INSERT ${name}`);
      hooks.committed.push(() => log.push(`committed ${name}`));
      if (released) hooks.released.push(() => writer.exec(`APPEND ${name}`));
      await Promise.resolve();
      if (fails) throw new Error(`${name} fails`);
      return name;
    },
  };
}

describe('group commit on the SQLite writer', () => {
  it('when units are asked for together, then they share one transaction, each in a savepoint, and are answered after its commit', async () => {
    const { writer, statements } = fakeWriter();
    const groups = new GroupCommit(writer, events, ONE_GROUP);
    const log: string[] = [];
    const answers = ['a', 'b', 'c'].map((name) =>
      groups.submit(unit(writer, name, log)).then((result) => log.push(`answered ${result}`)),
    );
    await Promise.all(answers);
    expect(statements).toEqual([
      'BEGIN',
      ...['a', 'b', 'c'].flatMap((name) => ['SAVEPOINT unit', `INSERT ${name}`, 'RELEASE unit']),
      'COMMIT',
    ]);
    expect(log.slice(0, 3)).toEqual(['committed a', 'committed b', 'committed c']);
  });

  it('when a request the event loop reaches after a unit ends asks to write, then it joins that unit’s transaction', async () => {
    const { writer, statements } = fakeWriter();
    const groups = new GroupCommit(writer, events, ONE_GROUP);
    const first = groups.submit(unit(writer, 'first', []));
    let late: Promise<unknown> | undefined;
    setImmediate(() => {
      late = groups.submit(unit(writer, 'late', []));
    });
    await first;
    await late;
    expect(statements.filter((sql) => sql === 'COMMIT')).toHaveLength(1);
    expect(statements).toContain('INSERT late');
  });

  it('when one unit of a group fails, then only its savepoint is undone and the others commit', async () => {
    const { writer, statements } = fakeWriter();
    const groups = new GroupCommit(writer, events, ONE_GROUP);
    const log: string[] = [];
    const results = await Promise.allSettled([
      groups.submit(unit(writer, 'a', log)),
      groups.submit(unit(writer, 'b', log, true)),
      groups.submit(unit(writer, 'c', log)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toContain('ROLLBACK TO unit; RELEASE unit');
    expect(statements.at(-1)).toBe('COMMIT');
    expect(log).toEqual(['committed a', 'committed c']);
  });

  it('when units leave writes for after their savepoints, then each runs once its own savepoint is released, unless the unit failed', async () => {
    const { writer, statements } = fakeWriter();
    const groups = new GroupCommit(writer, events, ONE_GROUP);
    const results = await Promise.allSettled([
      groups.submit(unit(writer, 'a', [], false, true)),
      groups.submit(unit(writer, 'b', [], true, true)),
      groups.submit(unit(writer, 'c', [], false, true)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toEqual([
      'BEGIN',
      ...['SAVEPOINT unit', 'INSERT a', 'RELEASE unit', 'APPEND a'],
      ...['SAVEPOINT unit', 'INSERT b', 'ROLLBACK TO unit; RELEASE unit'],
      ...['SAVEPOINT unit', 'INSERT c', 'RELEASE unit', 'APPEND c'],
      'COMMIT',
    ]);
  });

  it.each([
    ['the commit fails', { failOn: 'COMMIT' }],
    ['a write after a savepoint fails', { failOn: 'APPEND b' }],
    ['an error in one unit ends the whole transaction', { failOn: 'INSERT b', lose: true }],
  ])(
    'when %s, then no unit of the group is answered with success, no callback runs, and the next unit starts anew',
    async (_, failure) => {
      const { writer } = fakeWriter(failure);
      const groups = new GroupCommit(writer, events, ONE_GROUP);
      const log: string[] = [];
      const results = await Promise.allSettled(
        ['a', 'b'].map((name) => groups.submit(unit(writer, name, log, false, true))),
      );
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect(log).toEqual([]);
      await expect(groups.submit(unit(writer, 'c', log))).resolves.toBe('c');
    },
  );

  it.each([
    ['its savepoint cannot be opened', { failOn: 'SAVEPOINT unit' }],
    ['its statements cannot be undone alone', { failOn: 'ROLLBACK TO unit; RELEASE unit' }],
  ])(
    'when a unit fails and %s, then it fails alone or with its group, and later units still run',
    async (_, failure) => {
      const { writer, statements } = fakeWriter(failure);
      const groups = new GroupCommit(writer, events);
      const failing = unit(writer, 'a', [], true);
      const results = await Promise.allSettled([
        groups.submit(failing),
        groups.submit(unit(writer, 'b', [])),
      ]);
      expect(results[0]!.status).toBe('rejected');
      await expect(groups.submit(unit(writer, 'c', []))).resolves.toBe('c');
      expect(statements.filter((sql) => sql === 'BEGIN').length).toBe(
        statements.filter((sql) => sql === 'COMMIT' || sql === 'ROLLBACK').length,
      );
    },
  );

  it('when the write lock cannot be had, then that unit fails and the next one still runs', async () => {
    const { writer } = fakeWriter({ busy: 1 });
    const groups = new GroupCommit(writer, events);
    const results = await Promise.allSettled(['a', 'b'].map((name) => groups.submit(unit(writer, name, []))));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
  });

  it('when more units wait than a group takes, then they commit in several groups', async () => {
    const { writer, statements } = fakeWriter();
    const groups = new GroupCommit(writer, events, { maxUnits: 2, maxMillis: 1000 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => groups.submit(unit(writer, name, []))));
    expect(statements.filter((sql) => sql === 'COMMIT')).toHaveLength(3);
  });

  it('when a unit runs in a group another request started, then it still runs in its own async context', async () => {
    const { writer } = fakeWriter();
    const groups = new GroupCommit(writer, events);
    const context = new AsyncLocalStorage<string>();
    const seen = await Promise.all(
      ['first', 'second'].map((name) =>
        context.run(name, () =>
          groups.submit({ ...unit(writer, name, []), work: async () => context.getStore() }),
        ),
      ),
    );
    expect(seen).toEqual(['first', 'second']);
  });
});

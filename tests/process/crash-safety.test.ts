import { expect, it } from 'vitest';
import { IDS_PER_STATEMENT } from '../../adapters/persistence/drizzle/chunks.js';
import { describeEachBackend } from '../support/backends.js';
import { expectChangesOfKeptWrites } from '../support/database-inspector.js';
import { useKilledServices } from '../support/killed-services.js';
import { freeze, type ServiceProcess, thaw } from '../support/service-process.js';
import {
  createTag,
  sendRequest,
  streamCreates,
  type TrackedRequest,
  tasksCsv,
} from '../support/service-workload.js';

const PASSWORD = 'crash-safety-pw';
const IMPORT_ROWS = 20_000;
/** The first import: data that must survive. */
const FIRST_IMPORT_ROWS = 5_000;
/** The first delete-selected, answered before the kill; the killed ones take twice its IDs each. */
const FIRST_DELETE = 5_000;
const DELETE_BATCH = 10_000;

/** Zero-padded, so code order is number order. */
const codeAt = (prefix: string, n: number) => `${prefix}-${String(n).padStart(5, '0')}`;
const codes = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => codeAt(prefix, from + i));

/** The pause between two probes of the database: a SQLite probe takes the write lock for a moment. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
/** Each test starts the service twice: each start took 80 s at a load average of 30. */
const TEST_TIMEOUT_MS = 600_000;

/**
 * SIGKILL gives the process no chance to clean up: whatever a request had written in its
 * transaction must vanish with it, and whatever was acknowledged must be there after a restart.
 */
describeEachBackend(
  'a service process killed with SIGKILL',
  (backend) => {
    const { start, inspector } = useKilledServices(backend, PASSWORD, {
      DATABASE_POOL_SIZE: '5',
      // No rate-limit counts written in the background: every write transaction the probes
      // find is one of the requests under test.
      APP_RATE_LIMIT_REQUESTS: '0',
    });

    /**
     * Kills the process inside one of the requests' write transactions, at a point the test
     * knows to be inside it, whatever the machine's load: once a probe finds a write
     * transaction open, the process is frozen (SIGSTOP, every thread seen stopped) and a second
     * probe must still find it open. A frozen process can neither commit nor answer, so the
     * SIGKILL that follows lands inside that transaction. When the second probe finds it ended,
     * the process runs on and the watch goes on; no timer decides when to kill.
     */
    async function killMidWrite(service: ServiceProcess, requests: TrackedRequest[]) {
      for (;;) {
        if (requests.every((request) => request.responded())) throw new Error('answered before the kill');
        if (await inspector().writing()) {
          await freeze(service);
          if (await inspector().writing()) break;
          thaw(service);
        }
        await tick();
      }
      service.child.kill('SIGKILL');
      expect(await service.exited).toBeNull();
    }

    /**
     * Postgres: kills the process once `count` of its sessions have written in their
     * transactions and wait for rows the test holds. They can go no further, so the kill lands
     * inside each of them, after their first statements.
     */
    async function killWhileWaiting(service: ServiceProcess, requests: TrackedRequest[], count: number) {
      for (;;) {
        if (requests.every((request) => request.responded())) throw new Error('answered before the kill');
        if ((await inspector().writersWaitingForLocks()) >= count) break;
        await tick();
      }
      service.child.kill('SIGKILL');
      expect(await service.exited).toBeNull();
    }

    async function expectSoundDatabase(): Promise<void> {
      if (backend === 'sqlite') expect(await inspector().sqliteChecks()).toEqual(['ok']);
      const orphans = await inspector().count(`
        select count(*) as n from task_tags tt
        where not exists (select 1 from tasks t where t.id = tt.task_id)
           or not exists (select 1 from tags g where g.id = tt.tag_id)`);
      expect(orphans).toBe(0);
      await expectChangesOfKeptWrites(inspector());
    }

    const importCsv = (service: ServiceProcess, token: string, body: string): TrackedRequest =>
      sendRequest(service.baseUrl, 'POST', '/api/v1/task/import.csv', {
        token,
        body,
        contentType: 'text/csv',
      });

    it('when killed during a large CSV import, then after restart the import is all or nothing', async () => {
      const { service, token } = await start();
      const tagId = await createTag(service.baseUrl, token, 'CRASH');
      const first = importCsv(service, token, tasksCsv(codes('A', 0, FIRST_IMPORT_ROWS), 'first', [tagId]));
      expect((await first.done).status).toBe(201);

      // On Postgres the test holds the tag: the import writes its tasks, then waits to link them
      // to it, inside its transaction. SQLite: the kill lands wherever killMidWrite finds the write.
      const held = backend === 'postgres' ? await inspector().holdRows('tags', [tagId]) : undefined;
      // Replaces every row of the first import and adds new ones: a partial write would show both ways.
      const second = importCsv(
        service,
        token,
        tasksCsv(
          [...codes('A', 0, FIRST_IMPORT_ROWS), ...codes('B', FIRST_IMPORT_ROWS, IMPORT_ROWS)],
          'second',
          [tagId],
        ),
      );
      if (held) {
        await killWhileWaiting(service, [second], 1);
        await held.release();
      } else await killMidWrite(service, [second]);
      expect(second.responded()).toBe(false);
      await expect(second.done).rejects.toThrow();

      const restarted = await start();
      const count = (where: string) => inspector().count(`select count(*) as n from tasks where ${where}`);
      const secondRows = await count("label = 'second'");
      expect([0, IMPORT_ROWS]).toContain(secondRows);
      const committed = secondRows === IMPORT_ROWS;
      expect(await count("code like 'A-%' and archived_at is null")).toBe(FIRST_IMPORT_ROWS);
      expect(await count("code like 'B-%'")).toBe(committed ? IMPORT_ROWS - FIRST_IMPORT_ROWS : 0);
      expect(await inspector().count("select count(*) as n from changes where action = 'updated'")).toBe(
        committed ? FIRST_IMPORT_ROWS : 0,
      );
      // Every other row of each import is tagged.
      expect(await inspector().count('select count(*) as n from task_tags')).toBe(
        (committed ? IMPORT_ROWS : FIRST_IMPORT_ROWS) / 2,
      );
      await expectSoundDatabase();

      const again = importCsv(
        restarted.service,
        restarted.token,
        tasksCsv(codes('C', 0, 10), 'third', [tagId]),
      );
      expect((await again.done).status).toBe(201);
      expect(await count("code like 'C-%'")).toBe(10);
    });

    it('when killed during bulk deletes, then after restart each delete-selected is all or nothing', async () => {
      const { service, token } = await start();
      const batches = [
        [0, FIRST_DELETE],
        [FIRST_DELETE, FIRST_DELETE + DELETE_BATCH],
        [FIRST_DELETE + DELETE_BATCH, FIRST_DELETE + 2 * DELETE_BATCH],
      ] as const;
      const imported = importCsv(service, token, tasksCsv(codes('D', 0, batches[2][1]), 'delete me', []));
      const { status, body } = await imported.done;
      expect(status).toBe(201);
      const ids = (JSON.parse(body) as { id: number }[]).map((task) => task.id);
      const deleteSelected = ([from, to]: readonly [number, number]) =>
        sendRequest(service.baseUrl, 'POST', '/api/v1/task/delete-selected', {
          token,
          body: JSON.stringify({ ids: ids.slice(from, to) }),
          contentType: 'application/json',
        });

      expect((await deleteSelected(batches[0]).done).status).toBe(200);
      // On Postgres the test holds the first row of each killed delete's second statement: both
      // are stopped half-way, their first statement written. SQLite has no row lock to wait on:
      // there the kill lands wherever killMidWrite finds the write.
      const held =
        backend === 'postgres'
          ? await inspector().holdRows(
              'tasks',
              batches.slice(1).map(([from]) => ids[from + IDS_PER_STATEMENT]!),
            )
          : undefined;
      const killed = [deleteSelected(batches[1]), deleteSelected(batches[2])];
      if (held) {
        await killWhileWaiting(service, killed, killed.length);
        await held.release();
      } else await killMidWrite(service, killed);
      expect(killed.filter((request) => !request.responded()).length).toBeGreaterThan(0);
      const answered = await Promise.all(
        killed.map((request) => request.done.then((r) => r.status).catch(() => 0)),
      );

      const restarted = await start();
      const archivedIn = ([from, to]: readonly [number, number]) =>
        inspector().count(`
          select count(*) as n from tasks
          where archived_at is not null and code >= '${codeAt('D', from)}' and code < '${codeAt('D', to)}'`);
      expect(await archivedIn(batches[0])).toBe(FIRST_DELETE);
      for (const [i, answer] of answered.entries()) {
        const archived = await archivedIn(batches[i + 1]!);
        expect([0, DELETE_BATCH]).toContain(archived);
        if (answer === 200) expect(archived).toBe(DELETE_BATCH);
      }
      await expectSoundDatabase();

      const active = await inspector().rows<{ id: number }>(
        "select id from tasks where code like 'D-%' and archived_at is null order by id limit 3",
      );
      const again = await fetch(`${restarted.service.baseUrl}/api/v1/task/delete-selected`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${restarted.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ids: active.map((row) => Number(row.id)) }),
      });
      expect(((await again.json()) as { deletedIds: number[] }).deletedIds).toHaveLength(active.length);
    });

    it('when killed during a stream of creates, then after restart every acknowledged create is there', async () => {
      const { service, token } = await start();
      const creates = streamCreates(service.baseUrl, token, 'N', 8);
      await creates.acknowledged(100);
      service.child.kill('SIGKILL');
      expect(creates.inFlight()).toBeGreaterThan(0);
      expect(await service.exited).toBeNull();
      await creates.stop();

      const restarted = await start();
      const stored = new Map(
        (
          await inspector().rows<{ code: string; id: number }>(
            "select code, id from tasks where code like 'N-%'",
          )
        ).map((row) => [row.code, Number(row.id)]),
      );
      const acknowledged = creates.outcomes.filter((outcome) => outcome.status === 201);
      expect(acknowledged.length).toBeGreaterThanOrEqual(100);
      expect(
        creates.outcomes.every((outcome) => outcome.status === 201 || outcome.status === undefined),
      ).toBe(true);
      for (const { code, id } of acknowledged) {
        expect(stored.has(code), code).toBe(true);
        // The ID, unless the kill cut the 201's body short.
        if (id !== undefined) expect(stored.get(code), code).toBe(id);
      }
      const sent = new Set(creates.outcomes.map((outcome) => outcome.code));
      expect([...stored.keys()].filter((code) => !sent.has(code))).toEqual([]);
      await expectSoundDatabase();

      const again = await fetch(`${restarted.service.baseUrl}/api/v1/task`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${restarted.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: 'AFTER-RESTART', label: 'served' }),
      });
      expect(again.status).toBe(201);
    });
  },
  ['sqlite', 'postgres'],
  { timeout: TEST_TIMEOUT_MS },
);

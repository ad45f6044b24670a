import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../support/backends.js';
import { type DatabaseInspector, inspectDatabase } from '../support/database-inspector.js';
import {
  databaseUrl,
  login,
  type ServiceProcess,
  spawnService,
  waitForOutput,
  waitUntilReady,
} from '../support/service-process.js';
import { createTag, sendRequest, streamCreates, tasksCsv } from '../support/service-workload.js';
import { signal } from '../support/signal.js';

const PASSWORD = 'graceful-shutdown-pw';
/** Tasks with long notes: their list (about 6 MB) cannot hide in the kernel's socket buffers. */
const READ_ROWS = 5_000;
const READ_NOTE_LENGTH = 1_000;
const IMPORT_ROWS = 10_000;
/** A service start (80 s at a load average of 30), two imports and a shutdown. */
const TEST_TIMEOUT_MS = 600_000;
/** Longer than the test may run: the service exits 1 only if shutting down hangs. */
const GRACE_SECONDS = 900;

const codes = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

interface ReadOutcome {
  readonly sentAt: number;
  /** Undefined when the connection failed before a response. */
  readonly status: number | undefined;
  /** The body arrived to its end: at least the first import's lines, the last one ended. */
  readonly whole: boolean;
}

/** Export readers on kept-alive fetch connections, each export read to its end, until stopped. */
function readExports(baseUrl: string, token: string, readers: number) {
  const outcomes: ReadOutcome[] = [];
  let stopped = false;
  const readOne = async (): Promise<void> => {
    const sentAt = Date.now();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/api/v1/task/export.csv`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    } catch {
      outcomes.push({ sentAt, status: undefined, whole: false });
      await new Promise((resolve) => setTimeout(resolve, 20));
      return;
    }
    const text = await response.text().catch(() => '');
    const whole = text.endsWith('\r\n') && text.split('\r\n').length > READ_ROWS;
    outcomes.push({ sentAt, status: response.status, whole });
  };
  const running = Array.from({ length: readers }, async () => {
    while (!stopped) await readOne();
  });
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** docs/api/operations.md#shutdown: SIGTERM stops accepting, finishes what is in flight, closes the database and exits 0. */
describeEachBackend(
  'a service process stopped with SIGTERM under load',
  (backend) => {
    let database: TestDatabase;
    let inspector: DatabaseInspector | undefined;
    let service: ServiceProcess | undefined;

    beforeEach(async () => {
      database = await createTestDatabase(backend, { fresh: true });
    });

    afterEach(async () => {
      if (service?.child.exitCode === null) service.child.kill('SIGKILL');
      await service?.exited;
      await inspector?.close();
      inspector = undefined;
      await database.drop();
    });

    it('when requests are in flight, then each is finished or refused, none is half-done, and it exits 0 in time', async () => {
      service = await spawnService({
        DATABASE_URL: databaseUrl(database.config),
        DATABASE_POOL_SIZE: '5',
        APP_ADMIN_PASSWORD: PASSWORD,
        // The work in flight took 24 s to finish at a load average of 30, against a default grace of 25 s.
        APP_SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      });
      await waitUntilReady(service);
      inspector = inspectDatabase(database.config);
      const { baseUrl } = service;
      const token = await login(service, PASSWORD);
      const tagId = await createTag(baseUrl, token, 'SHUTDOWN');
      const importCsv = (prefix: string, count: number, { noteLength = 0, expectContinue = false } = {}) =>
        sendRequest(baseUrl, 'POST', '/api/v1/task/import.csv', {
          token,
          body: tasksCsv(codes(prefix, count), prefix, [tagId], noteLength),
          contentType: 'text/csv',
          expectContinue,
        });
      expect((await importCsv('READ', READ_ROWS, { noteLength: READ_NOTE_LENGTH }).done).status).toBe(201);

      // Both on fetch's kept-alive connections, as are the idle ones left by the logins above.
      const creates = streamCreates(baseUrl, token, 'S', 4);
      const exports = readExports(baseUrl, token, 2);
      await creates.acknowledged(20);
      // A slow client: the whole list is answered in one piece and waits in the server's buffers.
      const signalled = signal();
      const slowList = sendRequest(baseUrl, 'GET', '/api/v1/task', { token, readAfter: signalled.happened });
      await slowList.answered;
      // The server's 100 Continue proves it has taken the import: its body and transaction come after the signal.
      const inFlightImport = importCsv('LATE', IMPORT_ROWS, { expectContinue: true });
      await inFlightImport.continued;

      const signalledAt = Date.now();
      service.child.kill('SIGTERM');
      await waitForOutput(service, 'shutting down');
      signalled.fire();
      // No timer here: the test's timeout ends a shutdown that hangs.
      const exitCode = await service.exited;
      await Promise.all([creates.stop(), exports.stop()]);

      // In flight at the signal: finished, and whole.
      const imported = await inFlightImport.done;
      expect(imported.status).toBe(201);
      expect(JSON.parse(imported.body)).toHaveLength(IMPORT_ROWS);
      const list = await slowList.done;
      expect(list.status).toBe(200);
      expect((JSON.parse(list.body) as unknown[]).length).toBeGreaterThanOrEqual(READ_ROWS);

      // Then it stopped, within its grace period.
      expect(exitCode).toBe(0);
      expect(service.output()).toContain('"msg":"stopped"');

      // Sent after it: answered in full or refused, never cut short.
      expect(creates.outcomes.filter((o) => o.sentAt > signalledAt).length).toBeGreaterThan(0);
      expect(exports.outcomes.filter((o) => o.sentAt > signalledAt).length).toBeGreaterThan(0);
      expect(creates.outcomes.every((o) => o.status === 201 || o.status === undefined)).toBe(true);
      expect(
        exports.outcomes.filter((o) => o.status !== undefined && !(o.status === 200 && o.whole)),
      ).toEqual([]);

      // Stored: exactly the acknowledged creates (none done without its answer), and the whole import.
      const stored = new Map(
        (
          await inspector.rows<{ code: string; id: number }>(
            "select code, id from tasks where code like 'S-%'",
          )
        ).map((row) => [row.code, Number(row.id)]),
      );
      const acknowledged = new Map(
        creates.outcomes.filter((o) => o.status === 201).map((o) => [o.code, o.id]),
      );
      expect(stored).toEqual(acknowledged);
      expect(await inspector.count("select count(*) as n from tasks where code like 'LATE-%'")).toBe(
        IMPORT_ROWS,
      );
      if (backend === 'sqlite') expect(await inspector.sqliteChecks()).toEqual(['ok']);
    });
  },
  ['sqlite', 'postgres'],
  { timeout: TEST_TIMEOUT_MS },
);

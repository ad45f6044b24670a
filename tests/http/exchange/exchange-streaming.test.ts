import { afterEach, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { EXPORT_BATCH_SIZE } from '../../../application/records/export-records.use-case.js';
import type { ArchivableRepository } from '../../../application/records/ports/archivable.repository.js';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const TASKS = '/api/v1/task';
const HEADER = 'id,code,label,description,createdDate,lastModifiedDate';

type Override = Partial<Record<keyof ArchivableRepository<unknown>, (...args: never[]) => unknown>>;

/** The tasks repository with some methods replaced; the replacements get the real repository. */
function withTasks(replace: (real: Persistence['tasks']) => Override) {
  return (opened: Persistence): Persistence => {
    const overrides = replace(opened.tasks) as Record<PropertyKey, unknown>;
    const tasks = new Proxy(opened.tasks, {
      get: (target, property, receiver) =>
        property in overrides ? overrides[property] : Reflect.get(target, property, receiver),
    });
    return { ...opened, tasks };
  };
}

/** Exports read the database batch by batch; a failure must never pass for a complete file. */
describeEachBackend('streamed exports and failing writes', (backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(persistence?: (opened: Persistence) => Persistence): Promise<string> {
    t = await createTestApp(backend, { persistence });
    return t.adminToken();
  }

  async function importRows(token: string, count: number): Promise<void> {
    const rows = Array.from({ length: count }, (_, i) => `,T-${i},Задача ${i},"note, ${i}",,`);
    const response = await t!.request('POST', `${TASKS}/import.csv`, {
      token,
      body: `${HEADER}\n${rows.join('\n')}\n`,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(response.status).toBe(201);
  }

  it('when more rows than one batch are exported, then each comes once, in code order, in JSON and CSV', async () => {
    const token = await start();
    const count = EXPORT_BATCH_SIZE * 2 + 345;
    await importRows(token, count);
    const expected = Array.from({ length: count }, (_, i) => `T-${i}`).sort();

    const exported = await json(await t!.request('GET', `${TASKS}/export.json`, { token }));
    expect(exported.map((task: { code: string }) => task.code)).toEqual(expected);

    const csv = await (await t!.request('GET', `${TASKS}/export.csv`, { token })).text();
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(count + 2);
    expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual(expected);
    expect(lines.at(-1)).toBe('');
  });

  it('when the database fails after the first batch, then both exports abort instead of ending as if complete', async () => {
    const token = await start(
      withTasks((real) => ({
        async *streamActive(batchSize: number) {
          for await (const batch of real.streamActive(batchSize)) {
            yield batch;
            throw new Error('connection lost');
          }
        },
      })),
    );
    await importRows(token, 3);
    for (const format of ['json', 'csv']) {
      const response = await t!.request('GET', `${TASKS}/export.${format}`, { token });
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
    }
  });

  it('when the database fails before the first batch, then 500 and no partial file', async () => {
    const token = await start(
      withTasks(() => ({
        // biome-ignore lint/correctness/useYield: a source that fails on its first read
        async *streamActive() {
          throw new Error('connection refused');
        },
      })),
    );
    for (const format of ['json', 'csv']) {
      const response = await t!.request('GET', `${TASKS}/export.${format}`, { token });
      expect(response.status).toBe(500);
      expect(await json(response)).toMatchObject({ status: 500, title: 'Internal Server Error' });
    }
  });

  it('when a write fails after rows were written, then the whole import is rolled back', async () => {
    const token = await start(
      withTasks((real) => ({
        async insertMany(records: Parameters<typeof real.insertMany>[0]) {
          const inserted = await real.insertMany(records);
          if (records.some((record) => record.code === 'FAIL')) throw new Error('disk full');
          return inserted;
        },
      })),
    );
    await importRows(token, 3);
    const before = await (await t!.request('GET', `${TASKS}/export.json`, { token })).text();
    const response = await t!.request('POST', `${TASKS}/import.json`, {
      token,
      json: [
        { code: 'T-1', label: 'changed' },
        { code: 'NEW', label: 'new' },
        { code: 'FAIL', label: 'fails after the insert' },
      ],
    });
    expect(response.status).toBe(500);
    expect(await (await t!.request('GET', `${TASKS}/export.json`, { token })).text()).toBe(before);
  });
});

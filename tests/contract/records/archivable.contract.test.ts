import { describe, expect, it } from 'vitest';
import type { ArchivableRepository } from '../../../application/records/ports/archivable.repository.js';
import type { Archivable, NewArchivable } from '../../../domain/records/archivable.js';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { DuplicateCode, StaleRecord } from '../../../domain/shared/record.errors.js';
import type { TaskFields } from '../../../domain/tasks/task.js';
import type { TemplateObjectFields } from '../../../domain/template-objects/template-object.js';
import { describeEachBackend } from '../../support/backends.js';
import { aTask, T0, usePersistence } from '../../support/persistence.js';

const T1 = instantFromMicros(T0 + 1);

function aTemplateObject(
  overrides: Partial<NewArchivable<TemplateObjectFields>> = {},
): NewArchivable<TemplateObjectFields> {
  return {
    code: 'O-1',
    label: 'Object',
    description: null,
    createdAt: T0,
    createdBy: 'alice',
    updatedAt: T0,
    updatedBy: 'alice',
    ...overrides,
  };
}

async function collect<F>(batches: AsyncIterable<Archivable<F>[]>): Promise<Archivable<F>[][]> {
  const all: Archivable<F>[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

const codesOf = (records: readonly { code: string }[]) => records.map((record) => record.code);

describeEachBackend('archivable repositories contract', (backend) => {
  const db = usePersistence(backend);

  async function twoTags(): Promise<[number, number]> {
    const stamp = { description: null, createdAt: T0, createdBy: 'a', updatedAt: T0, updatedBy: 'a' };
    const a = await db().tags.insert({ code: 'a', label: 'A', ...stamp });
    const b = await db().tags.insert({ code: 'b', label: 'B', ...stamp });
    return [a.id, b.id];
  }

  describe('tasks', () => {
    const tasks = (): ArchivableRepository<TaskFields> => db().tasks;

    it('when tasks are inserted, then they come back in input order with ids, version 1 and sorted tags', async () => {
      const [a, b] = await twoTags();
      const nomenclature = await db().nomenclatures.insert({
        code: 'n',
        label: 'N',
        description: null,
        parentId: null,
        createdAt: T0,
        createdBy: 'a',
        updatedAt: T0,
        updatedBy: 'a',
      });
      const full = aTask({
        code: 'Z',
        description: 'Ελληνικά, "кириллица"\nnext line',
        status: 'DONE',
        priority: 'URGENT',
        dueDate: '2026-02-28' as CalendarDate,
        assignedTo: 'bob',
        tagIds: [a, b],
        nomenclatureId: nomenclature.id,
      });
      const created = await tasks().insertMany([full, aTask({ code: 'A' })]);
      expect(codesOf(created)).toEqual(['Z', 'A']);
      expect(created[0]).toEqual({ ...full, id: expect.any(Number), version: 1 });
      expect(await tasks().findById(created[0]!.id)).toEqual(created[0]);
      expect(await tasks().findActiveByIds([created[1]!.id, 999_999])).toEqual([created[1]]);
    });

    it('when an active code is inserted again, then DuplicateCode and nothing of the batch is stored', async () => {
      await tasks().insertMany([aTask({ code: 'TAKEN' })]);
      await expect(
        tasks().insertMany([aTask({ code: 'NEW' }), aTask({ code: 'TAKEN' })]),
      ).rejects.toBeInstanceOf(DuplicateCode);
      expect(codesOf(await tasks().listActive())).toEqual(['TAKEN']);
    });

    it('when more tasks than one INSERT takes are inserted, then all are stored with their tags', async () => {
      const [a, b] = await twoTags();
      // Past one SQLite insert (5 000 rows) and many Postgres ones (333); links past one either way.
      const many = Array.from({ length: 5203 }, (_, i) =>
        aTask({ code: `T-${String(i).padStart(4, '0')}`, tagIds: i % 2 === 0 ? [a, b] : [] }),
      );
      const created = await tasks().insertMany(many);
      expect(created).toHaveLength(5203);
      expect(codesOf(created)).toEqual(codesOf(many));
      const listed = await tasks().listActive();
      expect(codesOf(listed)).toEqual(codesOf(many));
      expect(listed.map((task) => task.id)).toEqual(created.map((task) => task.id));
      expect(listed.filter((task) => task.tagIds.length === 2)).toHaveLength(2602);
    });

    it('when tasks of every kind of text are inserted together, then each reads back as written', async () => {
      const texts = [
        `quotes ' and " and a backslash \\ and \\u0041`,
        'tab\there, CR LF\r\nand a line separator \u2028 next',
        'Ελληνικά кириллица 中文 العربية עברית 👩‍💻 e\u0301',
        '{"json": [1, 2]} ->> $[0] value ->> 0',
        '  spaces around  ',
        'x'.repeat(10_000),
      ];
      const many = texts.map((text, i) =>
        aTask({
          code: i === 0 ? '007' : `${i}e3`,
          label: text.slice(0, 200),
          description: text,
          assignedTo: i % 2 === 0 ? null : text.slice(0, 50),
          dueDate: i % 2 === 0 ? ('2026-02-28' as CalendarDate) : null,
          createdAt: instantFromMicros(T0 + 2 ** 40 + i),
        }),
      );
      const created = await tasks().insertMany(many);
      expect(created.map(({ id: _id, version: _version, ...task }) => task)).toEqual(many);
      for (const task of created) expect(await tasks().findById(task.id)).toEqual(task);
      const swapped = created.map((task, i) => ({
        ...task,
        description: texts.at(-1 - i)!,
        updatedBy: texts[i]!,
      }));
      const updated = await tasks().updateMany(swapped);
      for (const task of updated) expect(await tasks().findById(task.id)).toEqual(task);
      expect(updated.map((task) => task.description)).toEqual([...texts].reverse());
    });

    it('when listed or read one by one, then each task carries its own tags', async () => {
      const [a, b] = await twoTags();
      const [both, none, gone] = await tasks().insertMany([
        aTask({ code: 'BOTH', tagIds: [a, b] }),
        aTask({ code: 'NONE', tagIds: [] }),
        aTask({ code: 'GONE', tagIds: [a] }),
      ]);
      await tasks().archive([gone!.id], 'bob', T1);
      const listed = await tasks().listActive();
      expect(listed.map((task) => [task.code, task.tagIds])).toEqual([
        ['BOTH', [a, b]],
        ['NONE', []],
      ]);
      expect(listed).toEqual([await tasks().findById(both!.id), await tasks().findById(none!.id)]);
    });

    it('when updated at the stored version, then fields and tags are replaced and the version moves', async () => {
      const [a, b] = await twoTags();
      const [stored] = await tasks().insertMany([aTask({ tagIds: [a] })]);
      const changed = { ...stored!, label: 'Changed', status: 'IN_PROGRESS' as const, tagIds: [b] };
      const [updated] = await tasks().updateMany([{ ...changed, updatedAt: T1, updatedBy: 'bob' }]);
      const expected = { ...changed, updatedAt: T1, updatedBy: 'bob', version: 2 };
      expect(updated).toEqual(expected);
      expect(await tasks().findById(stored!.id)).toEqual(expected);
    });

    it('when one of a large batch has a stale version, then StaleRecord names it and none is written', async () => {
      // The stale one in the last of several statements (5 000 rows a statement on SQLite, 333 on Postgres).
      const created = await tasks().insertMany(
        Array.from({ length: 5100 }, (_, i) => aTask({ code: `T-${String(i).padStart(4, '0')}` })),
      );
      const last = created.at(-1)!;
      await tasks().updateMany([{ ...last, label: 'first writer' }]);
      const batch = created.map((task) => ({ ...task, label: 'late writer' }));
      const failure = tasks().updateMany(batch);
      await expect(failure).rejects.toBeInstanceOf(StaleRecord);
      await expect(failure).rejects.toThrow(`Task ${last.id} was changed`);
      const labels = new Set((await tasks().listActive()).map((task) => task.label));
      expect(labels).toEqual(new Set(['Write the report', 'first writer']));
    });

    it('when an archived task is updated, then StaleRecord', async () => {
      const [stored] = await tasks().insertMany([aTask()]);
      await tasks().archive([stored!.id], 'bob', T1);
      await expect(tasks().updateMany([{ ...stored!, label: 'x' }])).rejects.toBeInstanceOf(StaleRecord);
    });

    it('when archived, then only active ids are reported and the rows vanish from every read', async () => {
      const [one, two] = await tasks().insertMany([aTask({ code: 'ONE' }), aTask({ code: 'TWO' })]);
      expect(await tasks().archive([one!.id, one!.id, 999_999], 'bob', T1)).toEqual([one!.id]);
      expect(await tasks().archive([one!.id], 'bob', T1)).toEqual([]);
      expect(await tasks().findById(one!.id)).toBeUndefined();
      expect(await tasks().findActiveByIds([one!.id, two!.id])).toEqual([two]);
      expect(await tasks().findByCodes(['ONE', 'TWO'])).toEqual([two]);
      expect(await tasks().listActive()).toEqual([two]);
      expect(await collect(tasks().streamActive(10))).toEqual([[two]]);
    });

    it('when an archived code is inserted again, then it is a new row beside the archived one', async () => {
      const [first] = await tasks().insertMany([aTask({ code: 'AGAIN', label: 'one' })]);
      await tasks().archive([first!.id], 'bob', T1);
      const [second] = await tasks().insertMany([aTask({ code: 'AGAIN', label: 'two' })]);
      expect(second!.id).not.toBe(first!.id);
      expect(await tasks().findByCodes(['AGAIN'])).toEqual([second]);
    });

    it('when looked up by many codes, then exactly the active matches come back, case-sensitively', async () => {
      await tasks().insertMany([aTask({ code: 'x' }), aTask({ code: 'y' })]);
      const wanted = [...Array.from({ length: 6000 }, (_, i) => `missing-${i}`), 'X', 'y', 'y'];
      expect(codesOf(await tasks().findByCodes(wanted))).toEqual(['y']);
    });

    it('when listed, then ordered by code point', async () => {
      await tasks().insertMany(['b', 'B', '_a', 'a', 'Zeta', 'é', 'a1'].map((code) => aTask({ code })));
      expect(codesOf(await tasks().listActive())).toEqual(['B', 'Zeta', '_a', 'a', 'a1', 'b', 'é']);
    });

    it('when streamed in batches smaller than the table, then every active row comes once, in code order, with its tags', async () => {
      const [a, b] = await twoTags();
      const codes = ['b', 'B', '_a', 'a', 'Zeta', 'é', 'a1'];
      const created = await tasks().insertMany(
        codes.map((code, i) => aTask({ code, tagIds: i % 2 === 0 ? [a, b] : [b] })),
      );
      const archived = await tasks().insertMany([aTask({ code: 'a0' })]);
      await tasks().archive([archived[0]!.id], 'bob', T1);
      const batches = await collect(tasks().streamActive(3));
      expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
      expect(batches.flat()).toEqual(await tasks().listActive());
      expect(codesOf(batches.flat())).toEqual(['B', 'Zeta', '_a', 'a', 'a1', 'b', 'é']);
      expect([...batches.flat()].sort((x, y) => x.id - y.id)).toEqual(created);
    });

    it('when the table is a whole number of batches or empty, then no empty batch is yielded', async () => {
      expect(await collect(tasks().streamActive(2))).toEqual([]);
      await tasks().insertMany(['a', 'b', 'c', 'd'].map((code) => aTask({ code })));
      expect((await collect(tasks().streamActive(2))).map(codesOf)).toEqual([
        ['a', 'b'],
        ['c', 'd'],
      ]);
    });

    it('when the consumer stops early, then the stream ends without error', async () => {
      await tasks().insertMany(['a', 'b', 'c'].map((code) => aTask({ code })));
      for await (const batch of tasks().streamActive(1)) {
        expect(codesOf(batch)).toEqual(['a']);
        break;
      }
      expect(codesOf(await tasks().listActive())).toEqual(['a', 'b', 'c']);
    });
  });

  describe('template objects', () => {
    const objects = (): ArchivableRepository<TemplateObjectFields> => db().templateObjects;

    it('when inserted, updated, archived and streamed, then each step shows the active state only', async () => {
      const created = await objects().insertMany(
        ['c', 'a', 'b'].map((code) => aTemplateObject({ code, description: `about ${code}` })),
      );
      expect(created[0]).toEqual({
        ...aTemplateObject({ code: 'c', description: 'about c' }),
        id: expect.any(Number),
        version: 1,
      });
      const [a] = await objects().findByCodes(['a']);
      const [updated] = await objects().updateMany([{ ...a!, label: 'Α-αλφα', description: null }]);
      expect(updated).toEqual({ ...a!, label: 'Α-αλφα', description: null, version: 2 });
      await expect(objects().updateMany([a!])).rejects.toBeInstanceOf(StaleRecord);
      await objects().archive([created[1]!.id], 'bob', T1);
      const batches = await collect(objects().streamActive(1));
      expect(batches.map(codesOf)).toEqual([['b'], ['c']]);
    });
  });
});

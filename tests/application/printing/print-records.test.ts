import { beforeEach, describe, expect, it } from 'vitest';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import type {
  PdfRenderer,
  PrintDocument,
  TableRow,
} from '../../../application/printing/ports/pdf-renderer.js';
import type { PrintRequest } from '../../../application/printing/print-records.use-case.js';
import {
  PRINT_BATCH_SIZE,
  PrintRecordsUseCase,
} from '../../../application/printing/print-records.use-case.js';
import { taskPrintout } from '../../../application/tasks/task.printout.js';
import { PrintTooLarge } from '../../../domain/printing/print.errors.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { RecordNotFound, RecordsNotFound } from '../../../domain/shared/record.errors.js';
import { TASK, type TaskFields, taskFields } from '../../../domain/tasks/task.js';

const T0 = instantFromMicros(1_795_000_000_000_000);
const AS_RECORDS: PrintRequest = { layout: 'record', printedBy: 'carol' };
const AS_TABLE: PrintRequest = { layout: 'table', printedBy: 'carol' };

/** Takes a table's rows as a renderer does, batch by batch, keeping each batch. */
class RecordingRenderer implements PdfRenderer {
  documents: PrintDocument[] = [];
  batches: (readonly TableRow[])[] = [];
  async render(document: PrintDocument): Promise<Uint8Array<ArrayBuffer>> {
    this.documents.push(document);
    if (document.layout === 'table') for await (const batch of document.rows) this.batches.push(batch);
    return new Uint8Array([37, 80, 68, 70]);
  }
  headings(): string[] {
    const [document] = this.documents;
    return document?.layout === 'records' ? document.records.map((r) => r.heading) : [];
  }
}

describe('printing tasks', () => {
  let persistence: Persistence;
  let renderer: RecordingRenderer;
  let print: PrintRecordsUseCase<TaskFields>;
  let ids: Record<string, number>;

  beforeEach(async () => {
    persistence = await openPersistence({ kind: 'memory' });
    renderer = new RecordingRenderer();
    print = printing(persistence, renderer, { record: 100, table: 100 });
    const audit = { createdAt: T0, createdBy: 'alice', updatedAt: T0, updatedBy: 'bob' };
    const stored = await persistence.tasks.insertMany(
      ['b', 'A', 'c', 'gone'].map((code) => ({ code, ...taskFields({ label: `label ${code}` }), ...audit })),
    );
    ids = Object.fromEntries(stored.map((task) => [task.code, task.id]));
    await persistence.tasks.archive([ids.gone!], 'alice', T0);
  });

  it('when all are printed, then the active ones come ordered by code point', async () => {
    await print.all(AS_RECORDS);
    expect(renderer.headings()).toEqual(['Task A', 'Task b', 'Task c']);
  });

  it('when a selection repeats and shuffles IDs, then each prints once, ordered by code', async () => {
    await print.selected([ids.c!, ids.A!, ids.c!], AS_RECORDS);
    expect(renderer.headings()).toEqual(['Task A', 'Task c']);
  });

  it('when a selection names an archived or unknown ID, then nothing is rendered and all of them are named', async () => {
    const failure = print.selected([ids.A!, ids.gone!, 999], AS_RECORDS);
    await expect(failure).rejects.toBeInstanceOf(RecordsNotFound);
    await expect(failure).rejects.toMatchObject({ message: expect.stringContaining(`${ids.gone}, 999`) });
    expect(renderer.documents).toEqual([]);
  });

  it('when one archived task is printed, then it is not found', async () => {
    await expect(print.one(ids.gone!, AS_RECORDS)).rejects.toBeInstanceOf(RecordNotFound);
  });

  it('when a task is printed, then its page holds ID, code, label, description, workflow and audit fields', async () => {
    await print.one(ids.A!, AS_RECORDS);
    const [document] = renderer.documents;
    expect(document).toMatchObject({
      layout: 'records',
      title: 'Tasks',
      emptyMessage: 'There are no tasks.',
    });
    const page = document?.layout === 'records' ? document.records[0]! : undefined;
    expect(page?.fields.map((f) => f.label)).toEqual([
      'ID',
      'Code',
      'Label',
      'Description',
      'Status',
      'Priority',
      'Due date',
      'Assigned to',
      'Tags',
      'Nomenclature',
      'Created',
      'Last modified',
    ]);
    expect(page?.fields.find((f) => f.label === 'Last modified')?.value).toBe(
      '18 Nov 2026, 11:06 UTC by bob',
    );
  });

  it('when nothing is active, then the document is empty and carries the empty message', async () => {
    await persistence.tasks.archive(Object.values(ids), 'alice', T0);
    await print.all(AS_RECORDS);
    expect(renderer.documents[0]).toMatchObject({ records: [], emptyMessage: 'There are no tasks.' });
  });
});

function printing(
  persistence: Persistence,
  renderer: PdfRenderer,
  limits: { record: number; table: number },
): PrintRecordsUseCase<TaskFields> {
  return new PrintRecordsUseCase({
    records: persistence.tasks,
    countActive: async () => (await persistence.tasks.listActive()).length,
    kind: TASK,
    printout: taskPrintout(persistence.tags, persistence.nomenclatures),
    renderer,
    clock: { now: () => T0 },
    limits,
  });
}

describe('what a task printout says', () => {
  let persistence: Persistence;
  let renderer: RecordingRenderer;
  const audit = { createdAt: T0, createdBy: 'alice', updatedAt: T0, updatedBy: 'bob' };

  beforeEach(async () => {
    persistence = await openPersistence({ kind: 'memory' });
    renderer = new RecordingRenderer();
    const urgent = await persistence.tags.insert({
      code: 'URG',
      label: 'Urgent',
      description: null,
      ...audit,
    });
    const site = await persistence.tags.insert({
      code: 'SITE',
      label: 'On site',
      description: null,
      ...audit,
    });
    const hardware = await persistence.nomenclatures.insert({
      code: 'HW',
      label: 'Hardware',
      description: null,
      parentId: null,
      ...audit,
    });
    const laptops = await persistence.nomenclatures.insert({
      code: 'LAP',
      label: 'Laptops',
      description: null,
      parentId: hardware.id,
      ...audit,
    });
    const fields = taskFields({
      label: 'Replace battery',
      status: 'IN_PROGRESS',
      priority: 'HIGH',
      dueDate: '2026-11-30',
      tagIds: [urgent.id, site.id],
      nomenclatureId: laptops.id,
    });
    await persistence.tasks.insertMany([
      { code: 'ABC-1', ...fields, ...audit },
      { code: 'ABC-2', ...taskFields({ label: 'Plain' }), ...audit },
    ]);
  });

  it('when tasks are printed, then references read as labels with codes, values as words, once per document', async () => {
    let tagReads = 0;
    const tags = persistence.tags;
    const counted = Object.assign(Object.create(tags), {
      list: () => {
        tagReads += 1;
        return tags.list();
      },
    });
    await printing({ ...persistence, tags: counted }, renderer, { record: 10, table: 10 }).all(AS_RECORDS);
    expect(tagReads).toBe(1);
    const [document] = renderer.documents;
    expect(document).toMatchObject({
      title: 'Tasks',
      subtitle: '2 tasks · printed 18 Nov 2026, 11:06 UTC by carol',
    });
    const sheet = document?.layout === 'records' ? document.records[0]! : undefined;
    expect(sheet?.reference).toMatch(/^Task ABC-1 \(ID \d+\)$/);
    expect(Object.fromEntries(sheet!.fields.map((f) => [f.label, f.value]))).toMatchObject({
      Status: 'In progress',
      Priority: 'High',
      'Due date': '30 Nov 2026',
      Tags: 'Urgent (URG), On site (SITE)',
      Nomenclature: 'Hardware › Laptops (LAP)',
      Created: '18 Nov 2026, 11:06 UTC by alice',
    });
  });

  it('when the table layout is asked for, then each task is a row of the scanned columns', async () => {
    await printing(persistence, renderer, { record: 10, table: 10 }).all(AS_TABLE);
    const [document] = renderer.documents;
    expect(document?.layout).toBe('table');
    if (document?.layout !== 'table') return;
    expect(document.columns.map((column) => column.label)).toEqual([
      'Code',
      'Label',
      'Status',
      'Priority',
      'Due',
      'Assigned to',
      'Tags',
    ]);
    expect(renderer.batches.flat().map((row) => row.cells)).toEqual([
      ['ABC-1', 'Replace battery', 'In progress', 'High', '30 Nov 2026', '', 'Urgent (URG), On site (SITE)'],
      ['ABC-2', 'Plain', 'To do', 'Normal', '', '', ''],
    ]);
  });

  it('when there are more tasks than the layout allows, then 413 before any is read or rendered', async () => {
    const tasks = persistence.tasks;
    let listed = false;
    const watched = Object.assign(Object.create(tasks), {
      listActive: () => {
        listed = true;
        return tasks.listActive();
      },
      streamActive: (size: number) => {
        listed = true;
        return tasks.streamActive(size);
      },
    });
    const print = new PrintRecordsUseCase({
      records: watched,
      countActive: async () => 2,
      kind: TASK,
      printout: taskPrintout(persistence.tags, persistence.nomenclatures),
      renderer,
      clock: { now: () => T0 },
      limits: { record: 1, table: 1 },
    });
    expect(await print.all(AS_TABLE).catch((error: unknown) => error)).toBeInstanceOf(PrintTooLarge);
    const refused = await print.all(AS_RECORDS).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PrintTooLarge);
    expect(refused).toMatchObject({ kind: 'too-large', code: 'PRINT.TOO_LARGE' });
    expect((refused as Error).message).toContain('2 records, more than the 1 allowed');
    expect((refused as Error).message).toContain('layout=table');
    expect(listed).toBe(false);
    expect(renderer.documents).toEqual([]);
  });

  it('when every task is printed as a table, then they are read batch by batch as the renderer takes them, the references once', async () => {
    const tasks = persistence.tasks;
    const tagId = (await persistence.tags.list())[0]!.id;
    const more = Array.from({ length: PRINT_BATCH_SIZE }, (_, index) => ({
      code: `Z-${String(index).padStart(4, '0')}`,
      ...taskFields({ label: `bulk ${index}`, tagIds: index === PRINT_BATCH_SIZE - 1 ? [tagId] : [] }),
      ...audit,
    }));
    await tasks.insertMany(more);
    const reads: string[] = [];
    const watched = Object.assign(Object.create(tasks), {
      async *streamActive(size: number) {
        for await (const batch of tasks.streamActive(size)) {
          reads.push(`batch of ${batch.length}`);
          yield batch;
        }
      },
    });
    let tagReads = 0;
    const tags = Object.assign(Object.create(persistence.tags), {
      list: () => {
        tagReads += 1;
        return persistence.tags.list();
      },
    });
    const print = printing({ ...persistence, tasks: watched, tags }, renderer, { record: 10, table: 2000 });
    await print.all(AS_TABLE);
    expect(reads).toEqual([`batch of ${PRINT_BATCH_SIZE}`, 'batch of 2']);
    expect(renderer.batches.map((batch) => batch.length)).toEqual([PRINT_BATCH_SIZE, 2]);
    expect(renderer.documents[0]).toMatchObject({ subtitle: expect.stringMatching(/^1,002 tasks · /) });
    expect(renderer.batches.flat().map((row) => row.cells[0])).toEqual([
      'ABC-1',
      'ABC-2',
      ...more.map((task) => task.code),
    ]);
    expect(renderer.batches.flat().find((row) => row.cells[0] === 'ABC-1')?.cells[6]).toBe(
      'Urgent (URG), On site (SITE)',
    );
    expect(tagReads).toBe(1);
  });
});

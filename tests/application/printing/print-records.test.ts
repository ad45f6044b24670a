import { beforeEach, describe, expect, it } from 'vitest';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import type { PdfRenderer, PrintDocument } from '../../../application/printing/ports/pdf-renderer.js';
import { PrintRecordsUseCase } from '../../../application/printing/print-records.use-case.js';
import { taskPrintout } from '../../../application/tasks/task.printout.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { RecordNotFound, RecordsNotFound } from '../../../domain/shared/record.errors.js';
import { TASK, type TaskFields, taskFields } from '../../../domain/tasks/task.js';

const T0 = instantFromMicros(1_795_000_000_000_000);

class RecordingRenderer implements PdfRenderer {
  documents: PrintDocument[] = [];
  async render(document: PrintDocument): Promise<Uint8Array<ArrayBuffer>> {
    this.documents.push(document);
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
    print = new PrintRecordsUseCase(persistence.tasks, TASK, taskPrintout, renderer);
    const audit = { createdAt: T0, createdBy: 'alice', updatedAt: T0, updatedBy: 'bob' };
    const stored = await persistence.tasks.insertMany(
      ['b', 'A', 'c', 'gone'].map((code) => ({ code, ...taskFields({ label: `label ${code}` }), ...audit })),
    );
    ids = Object.fromEntries(stored.map((task) => [task.code, task.id]));
    await persistence.tasks.archive([ids.gone!], 'alice', T0);
  });

  it('when all are printed, then the active ones come ordered by code point', async () => {
    await print.all();
    expect(renderer.headings()).toEqual(['Task A', 'Task b', 'Task c']);
  });

  it('when a selection repeats and shuffles IDs, then each prints once, ordered by code', async () => {
    await print.selected([ids.c!, ids.A!, ids.c!]);
    expect(renderer.headings()).toEqual(['Task A', 'Task c']);
  });

  it('when a selection names an archived or unknown ID, then nothing is rendered and all of them are named', async () => {
    const failure = print.selected([ids.A!, ids.gone!, 999]);
    await expect(failure).rejects.toBeInstanceOf(RecordsNotFound);
    await expect(failure).rejects.toMatchObject({ message: expect.stringContaining(`${ids.gone}, 999`) });
    expect(renderer.documents).toEqual([]);
  });

  it('when one archived task is printed, then it is not found', async () => {
    await expect(print.one(ids.gone!)).rejects.toBeInstanceOf(RecordNotFound);
  });

  it('when a task is printed, then its page holds ID, code, label, description, workflow and audit fields', async () => {
    await print.one(ids.A!);
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
      'Tag IDs',
      'Nomenclature ID',
      'Created',
      'Last modified',
    ]);
    expect(page?.fields.find((f) => f.label === 'Last modified')?.value).toMatch(/^\d{4}-.*Z by bob$/);
  });

  it('when nothing is active, then the document is empty and carries the empty message', async () => {
    await persistence.tasks.archive(Object.values(ids), 'alice', T0);
    await print.all();
    expect(renderer.documents[0]).toMatchObject({ records: [], emptyMessage: 'There are no tasks.' });
  });
});

import type { WholeDocument } from '../../../adapters/pdf/render-protocol.js';
import type { TableHead } from '../../../adapters/pdf/table-pages.js';
import type {
  BadgeCard,
  PrintDocument,
  RecordSheet,
  TableRow,
} from '../../../application/printing/ports/pdf-renderer.js';

/** Test data builders for the PDF renderer tests. */

export function taskSheet(id: number, fields: Record<string, string> = {}): RecordSheet {
  const code = `T-${id}`;
  const all = { Code: code, Label: `Task number ${id}`, Status: 'TODO', ...fields };
  return {
    heading: `Task ${id} — ${code}`,
    reference: `Task ${code} (ID ${id})`,
    fields: Object.entries(all).map(([label, value]) => ({ label, value })),
  };
}

export function recordsDocument(records: readonly RecordSheet[]): WholeDocument {
  return { layout: 'records', ...TASKS_HEADER, records };
}

export const TASKS_HEADER = {
  title: 'Tasks',
  subtitle: '3 tasks · printed 24 Nov 2026, 16:18 UTC by alice',
  emptyMessage: 'There are no tasks.',
} as const;

/** A table of tasks with the service's columns; `cells` fill them in order. */
export function tableDocument(rows: readonly (readonly string[])[]): PrintDocument {
  return { ...TASKS_TABLE, rows: inBatches(tableRows(rows)) };
}

/** The service's columns for tasks, and the header. */
export const TASKS_TABLE: TableHead = {
  layout: 'table',
  ...TASKS_HEADER,
  columns: ['Code', 'Label', 'Status', 'Priority', 'Due', 'Assigned to', 'Tags'].map((label, index) => ({
    label,
    weight: [2, 4.5, 1.6, 1.3, 1.7, 2.2, 3.5][index]!,
  })),
};

export function tableRows(rows: readonly (readonly string[])[]): TableRow[] {
  return rows.map((cells, index) => ({ reference: `Task T-${index + 1} (ID ${index + 1})`, cells }));
}

/** Rows handed over as the use case hands them: a batch at a time, here of at most 1000. */
export async function* inBatches<T>(items: readonly T[], size = 1000): AsyncIterable<readonly T[]> {
  yield* inBatchesNow(items, size);
}

export function* inBatchesNow<T>(items: readonly T[], size: number): Iterable<readonly T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

export function badge(index: number, company: string | null = `Company ${index}`): BadgeCard {
  return { title: 'Summit 2025', name: `Person ${index} Παπαδοπούλου`, company };
}

export function badgesDocument(badges: readonly BadgeCard[]): WholeDocument {
  return { layout: 'badges', title: 'Badges', emptyMessage: 'There are no contacts on this badge.', badges };
}

/** `count` distinct words, mixing Latin, Greek and Cyrillic, so a lost or repeated word shows. */
export function numberedWords(count: number): string {
  const stems = ['naïve', 'λόγος', 'слово', 'Ärger', 'γράμμα', 'текст'];
  return Array.from({ length: count }, (_, index) => `${stems[index % stems.length]}${index}`).join(' ');
}

/** About the bench's task: ten fields, a 300-character description. */
export function manyTasks(count: number): WholeDocument {
  const description = numberedWords(40).slice(0, 300);
  return recordsDocument(
    Array.from({ length: count }, (_, index) =>
      taskSheet(index + 1, {
        Description: description,
        Priority: 'High',
        Tags: 'alpha, βήτα, гамма',
        Nomenclature: 'Équipement / Оборудование',
        Created: '1 Jan 2025, 10:00 UTC by admin',
        'Last modified': '1 Feb 2025, 10:00 UTC by admin',
        ID: String(index + 1),
      }),
    ),
  );
}

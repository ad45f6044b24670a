import type {
  BadgeCard,
  PrintDocument,
  RecordSheet,
} from '../../../application/printing/ports/pdf-renderer.js';

/** Test data builders for the PDF renderer tests. */

export function taskSheet(id: number, fields: Record<string, string> = {}): RecordSheet {
  const code = `T-${id}`;
  const all = { Code: code, Label: `Task number ${id}`, Status: 'TODO', ...fields };
  return {
    heading: `Task ${id} — ${code}`,
    fields: Object.entries(all).map(([label, value]) => ({ label, value })),
  };
}

export function recordsDocument(records: readonly RecordSheet[]): PrintDocument {
  return { layout: 'records', title: 'Tasks', emptyMessage: 'There are no tasks.', records };
}

export function badge(index: number, company: string | null = `Company ${index}`): BadgeCard {
  return { title: 'Summit 2025', name: `Person ${index} Παπαδοπούλου`, company };
}

export function badgesDocument(badges: readonly BadgeCard[]): PrintDocument {
  return { layout: 'badges', title: 'Badges', emptyMessage: 'There are no contacts on this badge.', badges };
}

/** `count` distinct words, mixing Latin, Greek and Cyrillic, so a lost or repeated word shows. */
export function numberedWords(count: number): string {
  const stems = ['naïve', 'λόγος', 'слово', 'Ärger', 'γράμμα', 'текст'];
  return Array.from({ length: count }, (_, index) => `${stems[index % stems.length]}${index}`).join(' ');
}

/** About the bench's task: ten fields, a 300-character description. */
export function manyTasks(count: number): PrintDocument {
  const description = numberedWords(40).slice(0, 300);
  return recordsDocument(
    Array.from({ length: count }, (_, index) =>
      taskSheet(index + 1, {
        Description: description,
        Priority: 'HIGH',
        Tags: 'alpha, βήτα, гамма',
        Nomenclature: 'Équipement / Оборудование',
        Created: '2025-01-01T10:00:00Z by admin',
        'Last modified': '2025-02-01T10:00:00Z by admin',
        ID: String(index + 1),
      }),
    ),
  );
}

import { TASK_FIELDS, type TaskForm } from './task-form';
import { inWords } from './task-words';
import type { Taxonomy } from './use-taxonomy';

/** The fields a merge compares: all but the code, which never changes. */
export const MERGED_FIELDS = TASK_FIELDS.filter(
  (field): field is Exclude<(typeof TASK_FIELDS)[number], 'code'> => field !== 'code',
);

export type MergedField = (typeof MERGED_FIELDS)[number];

export const FIELD_LABELS: Record<MergedField, string> = {
  label: 'Label',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  dueDate: 'Due date',
  assignedTo: 'Assigned to',
  tagIds: 'Tags',
  nomenclatureId: 'Nomenclature',
};

/** A field of a task's form as people read it: words, labels and paths, "—" for nothing. */
export function fieldInWords(form: TaskForm, field: MergedField, taxonomy: Taxonomy): string {
  const labelOf = (choices: Taxonomy['tags'], id: number) =>
    choices.find((choice) => choice.id === id)?.label ?? `#${id}`;
  switch (field) {
    case 'status':
    case 'priority':
      return inWords(form[field]);
    case 'tagIds':
      return form.tagIds.map((id) => labelOf(taxonomy.tags, id)).join(', ') || '—';
    case 'nomenclatureId':
      return form.nomenclatureId ? labelOf(taxonomy.nomenclatures, Number(form.nomenclatureId)) : '—';
    default:
      return form[field] || '—';
  }
}

import { useCallback } from 'react';
import { api, type Schemas } from '../api/client';
import { RecordHistory } from '../ui/record-history';
import { FIELD_LABELS } from './task-merge';
import { inWords } from './task-words';
import type { Taxonomy } from './use-taxonomy';

interface TaskHistoryProps {
  readonly id: number;
  readonly taxonomy: Taxonomy;
  /** The ETag of the task shown: a save reads the history again. */
  readonly version?: string;
  readonly onRestore?: (task: Schemas['Task']) => void;
}

const labelOf = (choices: Taxonomy['tags'], id: unknown) =>
  choices.find((choice) => choice.id === id)?.label ?? `#${String(id)}`;

/** A task's history, its values in the words of the form: statuses, tag and nomenclature labels. */
export function TaskHistory({ id, taxonomy, version, onRestore }: TaskHistoryProps) {
  const load = useCallback(
    (cursor?: string) =>
      api.GET('/api/v1/task/{id}/history', { params: { path: { id }, query: { limit: '20', cursor } } }),
    [id],
  );
  const value = (field: string, value: unknown): string => {
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
    if (field === 'status' || field === 'priority') return inWords(value as never);
    if (field === 'tagIds') return (value as number[]).map((tag) => labelOf(taxonomy.tags, tag)).join(', ');
    if (field === 'nomenclatureId') return labelOf(taxonomy.nomenclatures, value);
    return String(value);
  };
  return (
    <RecordHistory
      load={load}
      label={(field) =>
        FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? (field === 'code' ? 'Code' : field)
      }
      value={value}
      version={version}
      onRestore={onRestore && ((record) => onRestore(record as Schemas['Task']))}
    />
  );
}

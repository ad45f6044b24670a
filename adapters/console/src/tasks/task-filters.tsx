import { useCallback } from 'react';
import { SearchBox } from '../ui/search-box';
import type { ListState, TaskPriority, TaskStatus } from './task-query';
import { inWords, PRIORITIES, STATUSES } from './task-words';
import type { Taxonomy } from './use-taxonomy';

interface TaskFiltersProps {
  readonly state: ListState;
  readonly taxonomy: Taxonomy;
  readonly onChange: (state: ListState) => void;
}

const toggled = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** The search box, the status and priority chips, and a tag and a nomenclature (with those below it). */
export function TaskFilters({ state, taxonomy, onChange }: TaskFiltersProps) {
  const search = useCallback((q: string) => onChange({ ...state, q }), [state, onChange]);
  return (
    <div className="filters">
      <SearchBox label="Search tasks" value={state.q} onSearch={search} />
      <fieldset className="chips" aria-label="Status">
        {STATUSES.map((status: TaskStatus) => (
          <button
            key={status}
            type="button"
            className="chip"
            aria-pressed={state.status.includes(status)}
            onClick={() => onChange({ ...state, status: toggled(state.status, status) })}
          >
            {inWords(status)}
          </button>
        ))}
      </fieldset>
      <fieldset className="chips" aria-label="Priority">
        {PRIORITIES.map((priority: TaskPriority) => (
          <button
            key={priority}
            type="button"
            className="chip"
            aria-pressed={state.priority.includes(priority)}
            onClick={() => onChange({ ...state, priority: toggled(state.priority, priority) })}
          >
            {inWords(priority)}
          </button>
        ))}
      </fieldset>
      <select
        className="filter-select"
        aria-label="Tag"
        value={state.tagId}
        onChange={(e) => onChange({ ...state, tagId: e.target.value })}
      >
        <option value="">Any tag</option>
        {taxonomy.tags.map((tag) => (
          <option key={tag.id} value={String(tag.id)}>
            {tag.label}
          </option>
        ))}
      </select>
      <select
        className="filter-select"
        aria-label="Nomenclature"
        value={state.nomenclatureId}
        onChange={(e) => onChange({ ...state, nomenclatureId: e.target.value })}
      >
        <option value="">Any nomenclature</option>
        {taxonomy.nomenclatures.map((entry) => (
          <option key={entry.id} value={String(entry.id)}>
            {entry.label}
          </option>
        ))}
      </select>
    </div>
  );
}

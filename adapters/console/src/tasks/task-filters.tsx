import { useCallback } from 'react';
import { SearchBox } from '../ui/search-box';
import {
  inWords,
  type ListState,
  PRIORITIES,
  STATUSES,
  type TaskPriority,
  type TaskStatus,
} from './task-query';

interface TaskFiltersProps {
  readonly state: ListState;
  readonly onChange: (state: ListState) => void;
}

const toggled = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** The search box and the filter chips. */
export function TaskFilters({ state, onChange }: TaskFiltersProps) {
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
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import {
  inWords,
  type ListState,
  PRIORITIES,
  STATUSES,
  type TaskPriority,
  type TaskStatus,
} from './task-query';

const SEARCH_DELAY_MS = 300;

interface TaskFiltersProps {
  readonly state: ListState;
  readonly onChange: (state: ListState) => void;
}

const toggled = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** The search box (`/` focuses it, typing waits a moment before searching) and the filter chips. */
export function TaskFilters({ state, onChange }: TaskFiltersProps) {
  const [words, setWords] = useState(state.q);
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (words === state.q) return;
    const timer = setTimeout(() => onChange({ ...state, q: words }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [words, state, onChange]);

  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== '/' || target.closest('input, textarea, select, [contenteditable]')) return;
      event.preventDefault();
      search.current?.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  return (
    <div className="filters">
      <input
        ref={search}
        type="search"
        className="search"
        placeholder="Search tasks  ( / )"
        aria-label="Search tasks"
        value={words}
        onChange={(e) => setWords(e.target.value)}
      />
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

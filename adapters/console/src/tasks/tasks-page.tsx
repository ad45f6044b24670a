import { useCallback, useState } from 'react';
import type { Schemas } from '../api/client';
import { navigate } from '../router';
import { Banner } from '../ui/banner';
import { panelOf } from '../ui/panel-route';
import { useEscape } from '../ui/use-escape';
import { SelectionBar } from './selection-bar';
import { TaskFilters } from './task-filters';
import { TaskPanel } from './task-panel';
import { INITIAL_LIST, type ListState } from './task-query';
import { TaskTable } from './task-table';
import { useTaskList } from './use-task-list';
import { useTaxonomy } from './use-taxonomy';

const isFiltered = (state: ListState) =>
  state.q !== '' || state.status.length > 0 || state.priority.length > 0;

export default function TasksPage({ path }: { path: string }) {
  const [state, setState] = useState(INITIAL_LIST);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useTaskList(state);
  const taxonomy = useTaxonomy();
  const panel = panelOf(path, '/tasks');
  const closePanel = useCallback(() => navigate('/tasks'), []);
  useEscape(panel.open, closePanel);

  const changed = (created?: Schemas['Task']) => {
    list.reload();
    if (created) navigate(`/tasks/${created.id}`, true);
  };
  const archivedSelection = () => {
    setSelected(new Set());
    list.reload();
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">Tasks</h1>
        <div className="page-actions">
          {list.total === undefined ? (
            <button type="button" className="button button-quiet" onClick={list.countRows}>
              Count
            </button>
          ) : (
            <span className="muted" role="status">
              {list.total} {list.total === 1 ? 'task' : 'tasks'}
            </span>
          )}
          <button type="button" className="button button-primary" onClick={() => navigate('/tasks/new')}>
            New task
          </button>
        </div>
      </div>
      <TaskFilters state={state} onChange={setState} />
      {selected.size > 0 && <SelectionBar ids={[...selected]} onArchived={archivedSelection} />}
      {list.problem?.banner && <Banner>{list.problem.banner}</Banner>}
      {list.rows.length > 0 ? (
        <TaskTable
          rows={list.rows}
          sort={state.sort}
          onSort={(sort) => setState({ ...state, sort })}
          selected={selected}
          onSelect={setSelected}
          openId={panel.id}
        />
      ) : (
        !list.loading && (
          <div className="empty">
            {isFiltered(state) ? (
              <p>No task matches this search and these filters. Clear them to see every task.</p>
            ) : (
              <p>No tasks yet. Create the first one with “New task”.</p>
            )}
          </div>
        )
      )}
      <div className="list-footer">
        {list.loadMore && (
          <button type="button" className="button" onClick={list.loadMore} disabled={list.loading}>
            Load more
          </button>
        )}
        {list.loading && <span className="muted">Loading…</span>}
      </div>
      {panel.open && (
        <TaskPanel
          key={panel.id ?? 'new'}
          id={panel.id}
          taxonomy={taxonomy}
          onClose={closePanel}
          onChanged={changed}
        />
      )}
    </section>
  );
}

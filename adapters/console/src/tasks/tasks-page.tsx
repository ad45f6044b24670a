import { useCallback, useEffect, useState } from 'react';
import type { Schemas } from '../api/client';
import { usePermissions } from '../auth/use-permissions';
import { exchangeOf } from '../exchange/exchange-resources';
import { PrintList } from '../exchange/print-list';
import { navigate } from '../router';
import { ListScreen } from '../ui/list-screen';
import { panelOf } from '../ui/panel-route';
import { PrintNotice } from '../ui/print-notice';
import { useListAddress } from '../ui/use-list-address';
import { usePrintout } from '../ui/use-printout';
import { SelectionBar } from './selection-bar';
import { TaskFilters } from './task-filters';
import { TASK_IMPORT_COLUMNS } from './task-import-columns';
import { TaskPanel } from './task-panel';
import { isFiltered, TASK_LIST_ADDRESS } from './task-query';
import { TaskTable } from './task-table';
import { useTaskList } from './use-task-list';
import { useTaxonomy } from './use-taxonomy';

const TASK_EXCHANGE = exchangeOf('/api/v1/task', 'tasks', TASK_IMPORT_COLUMNS);

export default function TasksPage({ path }: { path: string }) {
  const [state, setState] = useListAddress(TASK_LIST_ADDRESS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useTaskList(state);
  const taxonomy = useTaxonomy();
  const panel = panelOf(path, '/tasks');
  const closePanel = useCallback(() => navigate('/tasks'), []);
  const canWrite = usePermissions().can('tasks:write');
  const printout = usePrintout('/api/v1/task');

  // A selection holds rows that are shown: another search or filter starts a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the list asked for changes
  useEffect(() => setSelected(new Set()), [state]);

  const changed = (created?: Schemas['Task']) => {
    list.reload();
    if (created) navigate(`/tasks/${created.id}`, true);
  };
  const archivedSelection = () => {
    setSelected(new Set());
    list.reload();
  };

  return (
    <ListScreen
      title="Tasks"
      list={list}
      newLabel={canWrite ? 'New task' : undefined}
      onNew={() => navigate('/tasks/new')}
      actions={<PrintList base="/api/v1/task" printout={printout} />}
      notice={<PrintNotice printout={printout} />}
      exchange={TASK_EXCHANGE}
      tools={
        <>
          <TaskFilters state={state} taxonomy={taxonomy} onChange={setState} />
          {canWrite && selected.size > 0 && (
            <SelectionBar ids={[...selected]} onArchived={archivedSelection} printout={printout} />
          )}
        </>
      }
      empty={
        isFiltered(state)
          ? 'No task matches this search and these filters. Clear them to see every task.'
          : canWrite
            ? 'No tasks yet. Create the first one with “New task”.'
            : 'No tasks yet.'
      }
      table={
        <TaskTable
          rows={list.rows}
          sort={state.sort}
          onSort={(sort) => setState({ ...state, sort })}
          selected={selected}
          onSelect={setSelected}
          openId={panel.id}
          taxonomy={taxonomy}
        />
      }
    >
      {panel.open && (panel.id !== undefined || canWrite) && (
        <TaskPanel
          key={panel.id ?? 'new'}
          id={panel.id}
          taxonomy={taxonomy}
          onClose={closePanel}
          onChanged={changed}
        />
      )}
    </ListScreen>
  );
}

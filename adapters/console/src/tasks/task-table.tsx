import type { Schemas } from '../api/client';
import { Link } from '../ui/link';
import { SortHeader } from '../ui/sort-header';
import { TableScroll } from '../ui/table-scroll';
import { When } from '../ui/when';
import type { TaskSort } from './task-query';
import { inWords } from './task-words';
import type { Taxonomy } from './use-taxonomy';

type Task = Schemas['Task'];
type SortKey = Exclude<TaskSort, `-${string}`>;

const COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'code', label: 'Code' },
  { key: 'label', label: 'Label' },
  { key: 'status', label: 'Status' },
  { key: 'priority', label: 'Priority' },
  { key: 'dueDate', label: 'Due' },
  { key: 'assignedTo', label: 'Assigned to' },
];

interface TaskTableProps {
  readonly rows: readonly Task[];
  readonly sort: TaskSort;
  readonly onSort: (sort: TaskSort) => void;
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (selected: Set<number>) => void;
  readonly openId?: number;
  /** Tags and nomenclatures by label, to name a task's. */
  readonly taxonomy: Taxonomy;
}

/** The tasks with sortable column headers; a row's code opens it in the side panel. */
export function TaskTable({ rows, sort, onSort, selected, onSelect, openId, taxonomy }: TaskTableProps) {
  const tagLabel = new Map(taxonomy.tags.map((tag) => [tag.id, tag.label]));
  const nomenclaturePath = new Map(taxonomy.nomenclatures.map((entry) => [entry.id, entry.label]));
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <TableScroll label={'Tasks'}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="select-cell">
              <input
                type="checkbox"
                aria-label="Select every task shown"
                checked={allSelected}
                onChange={() => onSelect(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
              />
            </th>
            {COLUMNS.map(({ key, label }) => (
              <SortHeader<TaskSort> key={key} column={key} label={label} sort={sort} onSort={onSort} />
            ))}
            <th scope="col">Tags</th>
            <th scope="col">Nomenclature</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((task) => (
            <tr key={task.id} className={task.id === openId ? 'row-open' : undefined}>
              <td className="select-cell">
                <input
                  type="checkbox"
                  aria-label={`Select ${task.code}`}
                  checked={selected.has(task.id)}
                  onChange={() => toggle(task.id)}
                />
              </td>
              <td>
                <Link href={`/tasks/${task.id}`} className="row-link">
                  {task.code}
                </Link>
              </td>
              <td className="cell-wrap">{task.label}</td>
              <td>
                <span className={`badge badge-${task.status.toLowerCase()}`}>{inWords(task.status)}</span>
              </td>
              <td>{inWords(task.priority)}</td>
              <td>{task.dueDate ? <When value={task.dueDate} /> : '—'}</td>
              <td>{task.assignedTo ?? '—'}</td>
              <td className="cell-wrap">
                {task.tagIds.length === 0
                  ? '—'
                  : task.tagIds.map((id) => (
                      <span key={id} className="tag-label">
                        {tagLabel.get(id) ?? `#${id}`}
                      </span>
                    ))}
              </td>
              <td className="cell-wrap">
                {task.nomenclatureId === null
                  ? '—'
                  : (nomenclaturePath.get(task.nomenclatureId) ?? `#${task.nomenclatureId}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

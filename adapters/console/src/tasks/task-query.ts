import type { paths } from '../api/schema';
import { bothWays, type ListAddress, oneOf, someOf, withoutDefaults } from '../ui/list-address';
import { listPageQuery } from '../ui/use-keyset-list';
import { PRIORITIES, STATUSES, type TaskPriority, type TaskStatus } from './task-words';

export type { TaskPriority, TaskStatus };
export type TaskQuery = NonNullable<paths['/api/v1/task']['get']['parameters']['query']>;
export type TaskSort = NonNullable<TaskQuery['sort']>;

/** What the list shows: search words, filters and order, as the list parameters take them. */
export interface ListState {
  readonly q: string;
  readonly status: readonly TaskStatus[];
  readonly priority: readonly TaskPriority[];
  /** A tag's ID, or '' for any. */
  readonly tagId: string;
  /** A nomenclature's ID, its subtree included, or '' for any. */
  readonly nomenclatureId: string;
  readonly sort: TaskSort;
}

export const INITIAL_LIST: ListState = {
  q: '',
  status: [],
  priority: [],
  tagId: '',
  nomenclatureId: '',
  sort: 'code',
};

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (state: ListState): boolean =>
  state.q !== '' ||
  state.status.length > 0 ||
  state.priority.length > 0 ||
  state.tagId !== '' ||
  state.nomenclatureId !== '';

/** The query of one page of the list. */
export function pageQuery(state: ListState, cursor: string | undefined, count: boolean): TaskQuery {
  return {
    ...listPageQuery(state.sort, state.q, cursor, count),
    ...(state.status.length > 0 ? { status: [...state.status] } : {}),
    ...(state.priority.length > 0 ? { priority: [...state.priority] } : {}),
    ...(state.tagId ? { tagId: [state.tagId] } : {}),
    ...(state.nomenclatureId
      ? { nomenclatureId: state.nomenclatureId, nomenclatureSubtree: 'true' as const }
      : {}),
  };
}

const SORTS: readonly TaskSort[] = bothWays([
  'code',
  'label',
  'createdDate',
  'lastModifiedDate',
  'status',
  'priority',
  'dueDate',
  'assignedTo',
] as const);

/** A positive whole number, as an ID in the address must be; anything else is no filter. */
const anId = (value: string | null): string => (value && /^[1-9][0-9]{0,15}$/.test(value) ? value : '');

/** The task list in its address: `?q=…&status=TODO&status=DONE&priority=…&tagId=…&nomenclatureId=…&sort=…`. */
export const TASK_LIST_ADDRESS: ListAddress<ListState> = {
  read: (params) => ({
    q: params.get('q') ?? '',
    status: someOf(params.getAll('status'), STATUSES),
    priority: someOf(params.getAll('priority'), PRIORITIES),
    tagId: anId(params.get('tagId')),
    nomenclatureId: anId(params.get('nomenclatureId')),
    sort: oneOf(params.get('sort'), SORTS, INITIAL_LIST.sort),
  }),
  write: (state) =>
    withoutDefaults({
      q: state.q,
      status: state.status,
      priority: state.priority,
      tagId: state.tagId,
      nomenclatureId: state.nomenclatureId,
      sort: state.sort === INITIAL_LIST.sort ? '' : state.sort,
    }),
};

import type { paths } from '../api/schema';
import { listPageQuery } from '../ui/use-keyset-list';

export type TaskQuery = NonNullable<paths['/api/v1/task']['get']['parameters']['query']>;
export type TaskSort = NonNullable<TaskQuery['sort']>;
export type TaskStatus = NonNullable<TaskQuery['status']>[number];
export type TaskPriority = NonNullable<TaskQuery['priority']>[number];

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

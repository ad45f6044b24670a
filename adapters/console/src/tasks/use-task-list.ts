import { useCallback } from 'react';
import { api, type Schemas } from '../api/client';
import { type KeysetList, useKeysetList } from '../ui/use-keyset-list';
import { type ListState, pageQuery } from './task-query';

/** The task list for a search, filters and order. */
export function useTaskList(state: ListState): KeysetList<Schemas['Task']> {
  const fetchPage = useCallback(
    (cursor: string | undefined, count: boolean) =>
      api.GET('/api/v1/task', { params: { query: pageQuery(state, cursor, count) } }),
    [state],
  );
  return useKeysetList(fetchPage, 'tasks');
}

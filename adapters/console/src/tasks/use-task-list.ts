import { useCallback, useEffect, useRef, useState } from 'react';
import { api, nextCursor, type Schemas } from '../api/client';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { type ListState, pageQuery } from './task-query';

type Task = Schemas['Task'];

export interface TaskList {
  readonly rows: readonly Task[];
  readonly loading: boolean;
  readonly problem?: ProblemView;
  /** Present while a further page exists. */
  readonly loadMore?: () => void;
  readonly total?: number;
  countRows: () => void;
  reload: () => void;
}

/** Pages of the task list by keyset: the first on every change of `state`, the next on demand. */
export function useTaskList(state: ListState): TaskList {
  const [rows, setRows] = useState<Task[]>([]);
  const [cursor, setCursor] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<ProblemView>();
  const [total, setTotal] = useState<number>();
  const [generation, setGeneration] = useState(0);
  // Answers to an older state arrive late sometimes: only the latest request may write.
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (after: string | undefined) => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const { data, error, response } = await api.GET('/api/v1/task', {
          params: { query: pageQuery(state, after, false) },
        });
        if (ticket !== latest.current) return;
        if (!data) {
          setProblem(problemView(response.status, error));
          return;
        }
        setProblem(undefined);
        setRows((previous) => (after ? [...previous, ...data] : data));
        setCursor(nextCursor(response));
      } catch {
        if (ticket === latest.current) setProblem(networkProblem);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [state],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for the first page again
  useEffect(() => {
    setTotal(undefined);
    void fetchPage(undefined);
  }, [fetchPage, generation]);

  return {
    rows,
    loading,
    problem,
    total,
    loadMore: cursor ? () => void fetchPage(cursor) : undefined,
    countRows: () => {
      const query = { ...pageQuery(state, undefined, true), limit: '1' };
      void api.GET('/api/v1/task', { params: { query } }).then(({ response }) => {
        const counted = response.headers.get('X-Total-Count');
        if (counted !== null) setTotal(Number(counted));
      });
    },
    reload: () => setGeneration((value) => value + 1),
  };
}

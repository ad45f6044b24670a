import { useCallback, useEffect, useRef, useState } from 'react';
import { nextCursor } from '../api/client';
import { useLiveChanges } from '../changes/use-live-changes';
import { networkProblem, type ProblemView, problemView } from './problem';

/** One call of a list: a page after `cursor` (none: the first), with `count=true` when `count`. */
export type PageFetcher<Row> = (
  cursor: string | undefined,
  count: boolean,
) => Promise<{ data?: Row[]; error?: unknown; response: Response }>;

export interface KeysetList<Row> {
  readonly rows: readonly Row[];
  readonly loading: boolean;
  readonly problem?: ProblemView;
  /** Present while a further page exists. */
  readonly loadMore?: () => void;
  /** The number of matching rows, once asked for with `countRows`. */
  readonly total?: number;
  countRows: () => void;
  reload: () => void;
}

/**
 * Pages of a list by keyset: the first page whenever `fetchPage` changes (a new search, filter or
 * order), the next from the `Link` header on demand. With `live` (the records' resource, `tasks`),
 * what others write shows at once: a changed row is replaced where it stands, an archived or
 * deleted one leaves, and a created one reads the first page again (only the service knows where
 * it sorts and whether it matches the filters).
 */
export function useKeysetList<Row extends { readonly id: number }>(
  fetchPage: PageFetcher<Row>,
  live?: string,
): KeysetList<Row> {
  const [rows, setRows] = useState<Row[]>([]);
  const [cursor, setCursor] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<ProblemView>();
  const [total, setTotal] = useState<number>();
  const [generation, setGeneration] = useState(0);
  // Answers to an older search arrive late sometimes: only the latest request may write.
  const latest = useRef(0);

  const load = useCallback(
    async (after: string | undefined) => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const { data, error, response } = await fetchPage(after, false);
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
    [fetchPage],
  );

  useLiveChanges(live, ({ data: { action, id, record } }) => {
    if (action === 'created') return void load(undefined);
    setRows((previous) =>
      action === 'updated'
        ? previous.map((row) => (row.id === id ? ({ ...row, ...record } as Row) : row))
        : previous.filter((row) => row.id !== id),
    );
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for the first page again
  useEffect(() => {
    setTotal(undefined);
    void load(undefined);
  }, [load, generation]);

  return {
    rows,
    loading,
    problem,
    total,
    loadMore: cursor ? () => void load(cursor) : undefined,
    countRows: () => {
      void fetchPage(undefined, true).then(({ response }) => {
        const counted = response.headers.get('X-Total-Count');
        if (counted !== null) setTotal(Number(counted));
      });
    },
    reload: () => setGeneration((value) => value + 1),
  };
}

/** Rows a page asks for. */
const PAGE_SIZE = 50;

/**
 * The query every list shares for one page: its order, the search words, the place after the
 * last page, and `count=true` when only the number of rows is wanted (a page of one).
 */
export function listPageQuery<S extends string>(
  sort: S,
  q: string,
  cursor: string | undefined,
  count: boolean,
) {
  return {
    sort,
    limit: count ? '1' : String(PAGE_SIZE),
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(cursor ? { cursor } : {}),
    ...(count ? { count: 'true' as const } : {}),
  };
}

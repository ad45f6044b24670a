import { useCallback, useEffect, useRef, useState } from 'react';
import { type ProblemView, problemView } from './problem';
import { useAttempt } from './use-attempt';

/** An openapi-fetch answer: the body when it succeeded, the problem otherwise. */
export interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

interface EditorOptions<R> {
  /** The record to edit; undefined for a new one. */
  readonly id?: number;
  readonly read: (id: number) => Promise<Answer<R>>;
  /** The form's fields: a problem naming one puts its message beside it. */
  readonly fields: readonly string[];
  /** Puts a record just read or saved into the form. */
  readonly show: (record: R) => void;
}

export interface RecordEditor<R> {
  readonly record?: R;
  /** The ETag of the record shown, sent back in If-Match. */
  readonly etag?: string;
  readonly problem?: ProblemView;
  /** The service answered 412: someone changed the record since it was read. */
  readonly stale: boolean;
  /** After a 412, the record as it is now (theirs) and its ETag: for a panel that merges. */
  readonly conflict?: Conflict<R>;
  /**
   * Takes the conflict's record as the one being edited, its ETag for the next If-Match, and
   * leaves the form as it is (the merge is in it).
   */
  adopt: (conflict: Conflict<R>) => void;
  readonly busy: boolean;
  readonly saved: boolean;
  reload: () => void;
  /** Sends a create or an update; its record is shown, or its problem (a 412 as stale). */
  save: (send: () => Promise<Answer<R>>, after: (record: R) => void) => Promise<void>;
  /** Sends a delete or an archive. */
  remove: (send: () => Promise<Answer<unknown>>, after: () => void) => Promise<void>;
}

/** The record someone else saved meanwhile, read again after a 412. */
export interface Conflict<R> {
  readonly record: R;
  readonly etag?: string;
}

/** The state every record panel keeps: the record and its ETag, problems, the stale-edit guard. */
export function useRecordEditor<R>({ id, read, fields, show }: EditorOptions<R>): RecordEditor<R> {
  const [record, setRecord] = useState<R>();
  const [etag, setEtag] = useState<string>();
  const { busy, problem, setProblem, attempt: tryAction } = useAttempt();
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  const [conflict, setConflict] = useState<Conflict<R>>();
  // The callbacks change at every render of their panel; the latest is the one to call.
  const latest = useRef({ read, show, fields });
  latest.current = { read, show, fields };

  const accept = useCallback((data: R, response: Response) => {
    setRecord(data);
    setEtag(response.headers.get('ETag') ?? undefined);
    latest.current.show(data);
    setStale(false);
    setConflict(undefined);
  }, []);

  const fail = useCallback(
    async (response: Response, error: unknown) => {
      if (response.status !== 412)
        return setProblem(problemView(response.status, error, latest.current.fields));
      // What they saved, for a panel that merges it with the edits here (read before the stale
      // message shows, so the panel does not first offer the reload that drops them).
      const current = id === undefined ? undefined : await latest.current.read(id);
      if (current?.data) {
        setConflict({ record: current.data, etag: current.response.headers.get('ETag') ?? undefined });
      }
      setStale(true);
    },
    [id, setProblem],
  );

  const attempt = useCallback(
    (action: () => Promise<void>) => {
      setSaved(false);
      return tryAction(action);
    },
    [tryAction],
  );

  const reload = useCallback(() => {
    if (id === undefined) return;
    void attempt(async () => {
      const { data, error, response } = await latest.current.read(id);
      if (data) accept(data, response);
      else await fail(response, error);
    });
  }, [id, accept, attempt, fail]);

  useEffect(reload, [reload]);

  return {
    record,
    etag,
    problem,
    stale,
    conflict,
    adopt: (theirs) => {
      setRecord(theirs.record);
      setEtag(theirs.etag);
      setStale(false);
      setConflict(undefined);
    },
    busy,
    saved,
    reload,
    save: (send, after) =>
      attempt(async () => {
        const { data, error, response } = await send();
        if (!data) return fail(response, error);
        accept(data, response);
        setSaved(true);
        after(data);
      }),
    remove: (send, after) =>
      attempt(async () => {
        const { error, response } = await send();
        if (!response.ok) return fail(response, error);
        after();
      }),
  };
}

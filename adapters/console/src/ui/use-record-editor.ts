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
  readonly busy: boolean;
  readonly saved: boolean;
  reload: () => void;
  /** Sends a create or an update; its record is shown, or its problem (a 412 as stale). */
  save: (send: () => Promise<Answer<R>>, after: (record: R) => void) => Promise<void>;
  /** Sends a delete or an archive. */
  remove: (send: () => Promise<Answer<unknown>>, after: () => void) => Promise<void>;
}

/** The state every record panel keeps: the record and its ETag, problems, the stale-edit guard. */
export function useRecordEditor<R>({ id, read, fields, show }: EditorOptions<R>): RecordEditor<R> {
  const [record, setRecord] = useState<R>();
  const [etag, setEtag] = useState<string>();
  const { busy, problem, setProblem, attempt: tryAction } = useAttempt();
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  // The callbacks change at every render of their panel; the latest is the one to call.
  const latest = useRef({ read, show, fields });
  latest.current = { read, show, fields };

  const accept = useCallback((data: R, response: Response) => {
    setRecord(data);
    setEtag(response.headers.get('ETag') ?? undefined);
    latest.current.show(data);
    setStale(false);
  }, []);

  const fail = useCallback(
    (response: Response, error: unknown) => {
      if (response.status === 412) setStale(true);
      else setProblem(problemView(response.status, error, latest.current.fields));
    },
    [setProblem],
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
      else fail(response, error);
    });
  }, [id, accept, attempt, fail]);

  useEffect(reload, [reload]);

  return {
    record,
    etag,
    problem,
    stale,
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

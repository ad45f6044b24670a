import { useCallback, useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';

type Contact = Schemas['Contact'];

/** A badge's contacts, read from the service, and the whole set replaced at each change. */
export function useBadgeContacts(badgeId: number) {
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [problem, setProblem] = useState<ProblemView>();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (call: () => Promise<{ data?: Contact[]; error?: unknown; response: Response }>) => {
      setBusy(true);
      setProblem(undefined);
      try {
        const { data, error, response } = await call();
        if (data) setContacts(data);
        else setProblem(problemView(response.status, error));
      } catch {
        setProblem(networkProblem);
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  useEffect(() => {
    void run(() => api.GET('/api/v1/badge/{id}/contacts', { params: { path: { id: badgeId } } }));
  }, [badgeId, run]);

  /** Replaces the set: the service keeps the last set sent, so it is always sent whole. */
  const replace = (contactIds: number[]) =>
    run(() =>
      api.PUT('/api/v1/badge/{id}/contacts', { params: { path: { id: badgeId } }, body: { contactIds } }),
    );

  return { contacts, problem, busy, replace };
}

/** Contacts whose name, e-mail address or company holds the words; none while nothing is typed. */
export function useContactSearch(words: string): Contact[] {
  const [found, setFound] = useState<Contact[]>([]);
  useEffect(() => {
    const q = words.trim();
    if (!q) return setFound([]);
    const timer = setTimeout(() => {
      void api
        .GET('/api/v1/contact', { params: { query: { q, limit: '10', sort: 'lastName' } } })
        .then(({ data }) => setFound(data ?? []))
        .catch(() => setFound([]));
    }, 300);
    return () => clearTimeout(timer);
  }, [words]);
  return found;
}

import { useCallback, useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { Banner } from '../ui/banner';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { When } from '../ui/when';

/** A user's live sessions, and ending them all (a lost laptop, a departure). */
export function UserSessions({ userId }: { userId: number }) {
  const [sessions, setSessions] = useState<Schemas['Session'][]>();
  const [problem, setProblem] = useState<ProblemView>();
  const [ended, setEnded] = useState(false);

  const load = useCallback(async () => {
    try {
      const { data, error, response } = await api.GET('/api/v1/auth/users/{id}/sessions', {
        params: { path: { id: userId } },
      });
      if (data) setSessions(data);
      else setProblem(problemView(response.status, error));
    } catch {
      setProblem(networkProblem);
    }
  }, [userId]);
  useEffect(() => void load(), [load]);

  const endAll = async () => {
    setProblem(undefined);
    try {
      const { error, response } = await api.DELETE('/api/v1/auth/users/{id}/sessions', {
        params: { path: { id: userId } },
      });
      if (!response.ok) return setProblem(problemView(response.status, error));
      setEnded(true);
      await load();
    } catch {
      setProblem(networkProblem);
    }
  };

  return (
    <section className="badge-contacts" aria-labelledby="user-sessions-title">
      <h3 id="user-sessions-title">Sessions</h3>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
      {ended && <Banner tone="info">Every session of this user has ended.</Banner>}
      {sessions?.length === 0 && <p className="muted">No session: this user is not signed in anywhere.</p>}
      {sessions && sessions.length > 0 && (
        <>
          <ul className="contact-list" aria-label="Live sessions">
            {sessions.map((session) => (
              <li key={session.id}>
                <span>
                  Since <When value={session.createdDate} time />, last used{' '}
                  <When value={session.lastUsedDate} time />
                  <span className="muted">
                    {' '}
                    · {session.clientAddress ?? 'unknown address'} · {session.userAgent ?? 'unknown client'}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="button button-danger" onClick={() => void endAll()}>
              End all sessions
            </button>
          </p>
        </>
      )}
    </section>
  );
}

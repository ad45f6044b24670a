import { useCallback, useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { Banner } from '../ui/banner';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { When } from '../ui/when';

type Lockout = Schemas['Lockout'];

/** Sign-ins refused for now after too many failures, each lifted by its username or address. */
export function Lockouts() {
  const [lockouts, setLockouts] = useState<Lockout[]>([]);
  const [problem, setProblem] = useState<ProblemView>();

  const load = useCallback(async () => {
    try {
      const { data, error, response } = await api.GET('/api/v1/auth/lockouts');
      if (data) setLockouts(data);
      else setProblem(problemView(response.status, error));
    } catch {
      setProblem(networkProblem);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const lift = async (lockout: Lockout) => {
    setProblem(undefined);
    const query = lockout.username ? { username: lockout.username } : { address: lockout.clientAddress };
    try {
      const { error, response } = await api.DELETE('/api/v1/auth/lockouts', { params: { query } });
      if (!response.ok) return setProblem(problemView(response.status, error));
      await load();
    } catch {
      setProblem(networkProblem);
    }
  };

  if (lockouts.length === 0 && !problem) return null;
  return (
    <section className="card" aria-labelledby="lockouts-title">
      <h2 id="lockouts-title">Sign-ins locked</h2>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
      <ul className="contact-list">
        {lockouts.map((lockout) => {
          const who = lockout.username ?? `the address ${lockout.clientAddress}`;
          return (
            <li key={`${lockout.username}@${lockout.clientAddress}`}>
              <span>
                {who}
                <span className="muted">
                  {' '}
                  · {lockout.failures} failures from {lockout.clientAddress} · until{' '}
                  <When value={lockout.lockedUntil} time />
                </span>
              </span>
              <button type="button" className="button button-small" onClick={() => void lift(lockout)}>
                Lift for {who}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

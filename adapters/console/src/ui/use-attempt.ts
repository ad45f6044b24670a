import { useCallback, useState } from 'react';
import { networkProblem, type ProblemView } from './problem';

/**
 * An action a button starts: busy while it runs, its problem cleared when it starts, and a
 * network failure (no answer at all) shown as one.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ProblemView>();
  const attempt = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch {
      setProblem(networkProblem);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, problem, setProblem, attempt };
}

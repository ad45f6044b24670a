import { useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { networkProblem, problemView } from '../ui/problem';
import { useAttempt } from '../ui/use-attempt';

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** Your second factor: its state, a set-up started and confirmed, the recovery codes, turning it off. */
export function useTwoFactor() {
  const [status, setStatus] = useState<Schemas['SecondFactorStatus']>();
  const [enrolment, setEnrolment] = useState<Schemas['SecondFactorEnrolment']>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const { busy, problem, setProblem, attempt } = useAttempt();

  const readStatus = async () => {
    const { data } = await api.GET('/api/v1/auth/me/totp');
    if (data) setStatus(data);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the page opens
  useEffect(() => void readStatus().catch(() => setProblem(networkProblem)), []);

  /** Runs one call; its data, or its problem shown (fields: the form's names). */
  const call = async <T>(send: () => Promise<Answer<T>>, fields: string[]): Promise<T | undefined> => {
    let answered: T | undefined;
    await attempt(async () => {
      const { data, error, response } = await send();
      if (!response.ok) setProblem(problemView(response.status, error, fields));
      else answered = data ?? ({} as T);
    });
    return answered;
  };

  const start = async () => {
    setRecoveryCodes(undefined);
    const started = await call(() => api.POST('/api/v1/auth/me/totp'), []);
    if (started) setEnrolment(started);
  };

  const confirm = async (code: string) => {
    const confirmed = await call(
      () => api.POST('/api/v1/auth/me/totp/confirm', { body: { code } }),
      ['code'],
    );
    if (!confirmed) return;
    setEnrolment(undefined);
    setRecoveryCodes(confirmed.recoveryCodes);
    await readStatus();
  };

  const remove = async (password: string) => {
    const removed = await call(
      () => api.POST('/api/v1/auth/me/totp/remove', { body: { password } }),
      ['password'],
    );
    if (removed === undefined) return false;
    setRecoveryCodes(undefined);
    await readStatus();
    return true;
  };

  return { status, enrolment, recoveryCodes, problem, busy, start, confirm, remove };
}

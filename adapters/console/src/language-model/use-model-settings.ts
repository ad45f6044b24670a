import { useEffect, useState } from 'react';
import { api, MERGE_PATCH, type Schemas } from '../api/client';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';

type Settings = Schemas['LlmSettings'];
export const SETTINGS_FIELDS = ['baseUrl', 'model', 'timeoutSeconds', 'token'];

export interface SettingsForm {
  readonly baseUrl: string;
  readonly model: string;
  readonly timeoutSeconds: string;
  /** Typed only to replace the stored token; never read back. */
  readonly token: string;
  readonly removeToken: boolean;
}

export const formOf = (settings: Settings | undefined): SettingsForm => ({
  baseUrl: settings?.baseUrl ?? '',
  model: settings?.model ?? '',
  timeoutSeconds: String(settings?.timeoutSeconds ?? 60),
  token: '',
  removeToken: false,
});

/** `null` keeps the stored token, `""` removes it, anything else replaces it. */
const tokenOf = (form: SettingsForm) => (form.removeToken ? '' : form.token || null);

/**
 * The model server's settings: none before the first save (404), then a PUT creates them and a
 * PATCH with `If-Match` changes them, so an administrator's edit never silently undoes another's.
 */
export function useModelSettings() {
  const [settings, setSettings] = useState<Settings>();
  const [etag, setEtag] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const [problem, setProblem] = useState<ProblemView>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const take = (answer: { data?: Settings; error?: unknown; response: Response }) => {
    if (answer.data) {
      setSettings(answer.data);
      setEtag(answer.response.headers.get('ETag') ?? undefined);
    } else if (answer.response.status === 412) {
      setProblem({
        status: 412,
        banner: 'Someone changed these settings since you opened them. Reload the page to see theirs.',
        fields: {},
      });
    } else if (answer.response.status !== 404) {
      setProblem(problemView(answer.response.status, answer.error, SETTINGS_FIELDS));
    }
    return Boolean(answer.data);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once; `take` only sets state
  useEffect(() => {
    void api
      .GET('/api/v1/lmstudio/settings')
      .then(take, () => setProblem(networkProblem))
      .finally(() => setLoaded(true));
  }, []);

  const save = async (form: SettingsForm) => {
    setBusy(true);
    setProblem(undefined);
    setSaved(false);
    const fields = {
      baseUrl: form.baseUrl,
      model: form.model,
      timeoutSeconds: Number(form.timeoutSeconds),
      token: tokenOf(form),
    };
    try {
      const answer = settings
        ? await api.PATCH('/api/v1/lmstudio/settings', {
            body: fields,
            headers: { ...MERGE_PATCH, ...(etag ? { 'If-Match': etag } : {}) },
          })
        : await api.PUT('/api/v1/lmstudio/settings', { body: fields });
      setSaved(take(answer));
    } catch {
      setProblem(networkProblem);
    } finally {
      setBusy(false);
    }
  };

  return { settings, loaded, problem, saved, busy, save };
}

import { useCallback, useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { networkProblem, problemView } from '../ui/problem';

type Settings = Schemas['LlmSettings'];

/** What the configured model server said when asked for its models. */
export type ServerAnswer =
  | { readonly state: 'idle' }
  | { readonly state: 'asking' }
  | { readonly state: 'answered'; readonly list: Schemas['LlmModelList'] }
  | { readonly state: 'failed'; readonly status: number; readonly code?: string; readonly detail: string };

/** What to check, by the service's code of the failure. */
const ADVICE: Readonly<Record<string, string>> = {
  'LLM.NOT_CONFIGURED': 'Save the server’s address first.',
  'LLM.UNREACHABLE': 'Check the address and that the server is running and reachable from the service.',
  'LLM.UPSTREAM_STATUS': 'Check the address (the server’s root, without /v1) and the token.',
  'LLM.MALFORMED_REPLY': 'The address may not be an OpenAI-compatible server.',
  'LLM.TIMEOUT': 'Check the server, or allow a longer timeout.',
};

/** The answer in words: whether the server answers, and what to do when it does not. */
export function answerWords(answer: ServerAnswer, settings: Settings | undefined): string {
  if (answer.state === 'idle' || answer.state === 'asking') return 'Asking the server…';
  if (answer.state === 'failed') {
    const advice = answer.code ? ADVICE[answer.code] : undefined;
    return `No connection: ${answer.detail.replace(/\.?$/, '.')}${advice ? ` ${advice}` : ''}`;
  }
  const { models, configuredModel } = answer.list;
  const count = `${models.length} ${models.length === 1 ? 'model' : 'models'}`;
  const listed = models.some((model) => model.id === configuredModel);
  return (
    `Connected: ${settings?.baseUrl ?? 'the server'} answers and offers ${count}. ` +
    (listed
      ? `${configuredModel}, which prompts go to, is one of them.`
      : `${configuredModel}, which prompts go to, is not among them; the server may still load it when asked.`)
  );
}

/**
 * The models of the configured server (`GET /api/v1/lmstudio/models`), asked again whenever the
 * saved settings change, and on demand by "Test connection".
 */
export function useServerModels(settings: Settings | undefined) {
  const [answer, setAnswer] = useState<ServerAnswer>({ state: 'idle' });
  const ask = useCallback(async () => {
    setAnswer({ state: 'asking' });
    try {
      const { data, error, response } = await api.GET('/api/v1/lmstudio/models');
      if (data) return setAnswer({ state: 'answered', list: data });
      const view = problemView(response.status, error);
      setAnswer({ state: 'failed', status: response.status, code: view.code, detail: view.banner ?? '' });
    } catch {
      setAnswer({ state: 'failed', status: 0, detail: networkProblem.banner ?? '' });
    }
  }, []);
  useEffect(() => {
    if (settings) void ask();
  }, [settings, ask]);
  return { answer, ask };
}

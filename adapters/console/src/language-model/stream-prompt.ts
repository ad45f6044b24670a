import type { Schemas } from '../api/client';
import { authFetch } from '../auth/auth-fetch';
import { problemView } from '../ui/problem';
import { readEvents } from './sse-events';

/** What the reply's stream says as it goes: more text, its end, or a problem in words. */
export interface StreamHandlers {
  readonly onText: (text: string) => void;
  readonly onDone: (model: string) => void;
  readonly onProblem: (words: string) => void;
}

/**
 * Sends a prompt and reads its reply as it is written. A problem before the reply starts (503 not
 * configured, 502 unreachable) is an ordinary problem answer; one during it is an `error` event.
 */
export async function streamPrompt(
  body: Schemas['PromptRequest'],
  signal: AbortSignal,
  handlers: StreamHandlers,
): Promise<void> {
  const response = await authFetch(
    new Request(new URL('/api/v1/lmstudio/prompt/stream', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    }),
  );
  if (!response.ok || !response.body) {
    const problem: unknown = await response.json().catch(() => ({}));
    return handlers.onProblem(problemView(response.status, problem).banner ?? `Answer ${response.status}`);
  }
  for await (const event of readEvents(response.body)) {
    const data = event.data as { text?: string; model?: string };
    if (event.type === 'delta') handlers.onText(data.text ?? '');
    else if (event.type === 'done') return handlers.onDone(data.model ?? '');
    else if (event.type === 'error')
      return handlers.onProblem(problemView(500, event.data).banner ?? 'error');
  }
  handlers.onProblem('The reply was cut off before its end: send the prompt again.');
}

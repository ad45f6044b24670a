import type {
  Completion,
  CompletionRequest,
  CompletionStream,
  LlmClient,
} from '../../application/llm/ports/llm-client.js';
import type { LlmCallOutcome, LlmMetrics } from '../../application/shared/ports/metrics.js';
import { LlmUpstreamTimedOut } from '../../domain/llm/llm.errors.js';
import { withMethod } from './with-method.js';

type Usage = Completion['usage'];

/** A count the server reported, when it is one. */
function tokens(usage: Usage, key: string): number | undefined {
  const value = usage?.[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function failureOutcome(error: unknown): LlmCallOutcome {
  return error instanceof LlmUpstreamTimedOut ? 'timeout' : 'failed';
}

/**
 * The client, with every completion, whole or streamed, timed and its token counts reported by
 * configured model. A streamed one is timed to its end event; a reply the caller walked away
 * from is not the server's doing and is not reported. The model list passes through untouched.
 */
export function meteredLlmClient<C extends LlmClient>(client: C, metrics: LlmMetrics): C {
  const report = (request: CompletionRequest, started: number, outcome: LlmCallOutcome, usage?: Usage) =>
    metrics.llmCalled({
      model: request.model,
      outcome,
      seconds: (performance.now() - started) / 1000,
      promptTokens: tokens(usage, 'prompt_tokens'),
      completionTokens: tokens(usage, 'completion_tokens'),
    });

  const complete = async (request: CompletionRequest): Promise<Completion> => {
    const started = performance.now();
    try {
      const completion = await client.complete(request);
      report(request, started, 'ok', completion.usage);
      return completion;
    } catch (error) {
      report(request, started, failureOutcome(error));
      throw error;
    }
  };

  const streamCompletion = async (
    request: CompletionRequest,
    signal: AbortSignal,
  ): Promise<CompletionStream> => {
    const started = performance.now();
    let events: CompletionStream;
    try {
      events = await client.streamCompletion(request, signal);
    } catch (error) {
      report(request, started, failureOutcome(error));
      throw error;
    }
    return (async function* () {
      try {
        for await (const event of events) {
          if (event.type === 'end') report(request, started, 'ok', event.usage);
          yield event;
        }
      } catch (error) {
        report(request, started, failureOutcome(error));
        throw error;
      }
    })();
  };

  return withMethod(withMethod(client, 'complete', complete), 'streamCompletion', streamCompletion);
}

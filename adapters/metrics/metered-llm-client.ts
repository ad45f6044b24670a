import type { Completion, CompletionRequest, LlmClient } from '../../application/llm/ports/llm-client.js';
import type { LlmCallOutcome, LlmMetrics } from '../../application/shared/ports/metrics.js';
import { LlmUpstreamTimedOut } from '../../domain/llm/llm.errors.js';
import { withMethod } from './with-method.js';

/** A count the server reported, when it is one. */
function tokens(usage: Completion['usage'], key: string): number | undefined {
  const value = usage?.[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The client, with every whole completion timed and its token counts reported by configured
 * model. Only `complete` is measured here; the client's other calls pass through untouched, so
 * the decorator follows the port as it grows.
 */
export function meteredLlmClient<C extends LlmClient>(client: C, metrics: LlmMetrics): C {
  const complete = async (request: CompletionRequest): Promise<Completion> => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const completion = await client.complete(request);
      metrics.llmCalled({
        model: request.model,
        outcome: 'ok',
        seconds: seconds(),
        promptTokens: tokens(completion.usage, 'prompt_tokens'),
        completionTokens: tokens(completion.usage, 'completion_tokens'),
      });
      return completion;
    } catch (error) {
      const outcome: LlmCallOutcome = error instanceof LlmUpstreamTimedOut ? 'timeout' : 'failed';
      metrics.llmCalled({ model: request.model, outcome, seconds: seconds() });
      throw error;
    }
  };
  return withMethod(client, 'complete', complete);
}

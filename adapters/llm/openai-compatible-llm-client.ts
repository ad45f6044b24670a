import type { Logger } from 'pino';
import type {
  Completion,
  CompletionEvent,
  CompletionRequest,
  CompletionStream,
  LlmClient,
  LlmModel,
  LlmServerAccess,
} from '../../application/llm/ports/llm-client.js';
import { LlmUpstreamFailed } from '../../domain/llm/llm.errors.js';
import type { DomainError } from '../../domain/shared/domain-error.js';
import { describeError } from '../logging/describe-error.js';
import { completionEvents } from './completion-stream.js';
import { parseCompletion, parseModelList } from './openai-replies.js';
import { discardBody, peekText, readBoundedText, UpstreamExchange } from './upstream-exchange.js';

/** Appended to the configured server root (docs/api/llm.md#upstream-request). */
export const CHAT_COMPLETIONS_PATH = '/v1/chat/completions';
/** Appended to the configured server root (docs/api/llm.md#models). */
export const MODELS_PATH = '/v1/models';

/** A non-streamed reply larger than this is not a sensible completion; reading stops there. */
const MAX_REPLY_BYTES = 16 * 1024 * 1024;
/** Thousands of models with their metadata fit many times over. */
const MAX_MODEL_LIST_BYTES = 4 * 1024 * 1024;
/** Enough of a 400 body to see whether it complains about `stream_options`. */
const REJECTION_PEEK_BYTES = 4096;

function serverUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * An OpenAI-compatible client (LM Studio, llama.cpp server, vLLM, Ollama) on Node's global
 * fetch: whole completions, streamed completions and the model list. Neither the token nor
 * the upstream reply ever reaches an error message or a log line.
 */
export class OpenAiCompatibleLlmClient implements LlmClient {
  constructor(private readonly logger?: Logger) {}

  /** One timeout covers connecting, sending and reading the whole reply. */
  async complete(request: CompletionRequest): Promise<Completion> {
    const exchange = new UpstreamExchange(request.timeoutSeconds * 1000);
    try {
      const response = await this.send(request, exchange, { stream: false });
      await requireSuccess(response);
      return parseCompletion(
        await readBoundedText(response, MAX_REPLY_BYTES, 'a chat completion'),
        request.model,
      ).completion;
    } catch (error) {
      throw this.failed(request, error, exchange, LlmUpstreamFailed.unreachable);
    } finally {
      exchange.finish();
    }
  }

  /**
   * The timeout bounds each wait on the server: for the reply to start, then for every next
   * piece of it. Usage is asked for with `stream_options`; a server that refuses that option
   * with a 400 or 422 naming it is asked once more without it.
   */
  async streamCompletion(request: CompletionRequest, signal: AbortSignal): Promise<CompletionStream> {
    let exchange = new UpstreamExchange(request.timeoutSeconds * 1000, signal);
    try {
      let response = await this.send(request, exchange, { stream: true, usage: true });
      if (await rejectsStreamOptions(response)) {
        exchange.finish();
        exchange = new UpstreamExchange(request.timeoutSeconds * 1000, signal);
        response = await this.send(request, exchange, { stream: true, usage: false });
      }
      await requireSuccess(response);
      return this.watched(request, exchange, completionEvents(response, exchange, request.model));
    } catch (error) {
      exchange.finish({ abort: true });
      throw this.failed(request, error, exchange, LlmUpstreamFailed.unreachable);
    }
  }

  /** One timeout covers the whole call, as for a whole completion. */
  async listModels(server: LlmServerAccess): Promise<readonly LlmModel[]> {
    const exchange = new UpstreamExchange(server.timeoutSeconds * 1000);
    try {
      const response = await fetch(serverUrl(server.baseUrl, MODELS_PATH), {
        method: 'GET',
        headers: { Accept: 'application/json', ...authorization(server.token) },
        redirect: 'manual',
        signal: exchange.signal,
      });
      await requireSuccess(response);
      return parseModelList(await readBoundedText(response, MAX_MODEL_LIST_BYTES, 'a model list'));
    } catch (error) {
      throw this.failed(server, error, exchange, LlmUpstreamFailed.unreachable);
    } finally {
      exchange.finish();
    }
  }

  private send(
    request: CompletionRequest,
    exchange: UpstreamExchange,
    options: ChatOptions,
  ): Promise<Response> {
    return fetch(serverUrl(request.baseUrl, CHAT_COMPLETIONS_PATH), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: options.stream ? 'text/event-stream' : 'application/json',
        ...authorization(request.token),
      },
      body: JSON.stringify(chatRequest(request, options)),
      // A redirect would re-send the prompt (and perhaps the token) elsewhere: report it instead.
      redirect: 'manual',
      signal: exchange.signal,
    });
  }

  /**
   * Failures in the middle of a streamed reply are mapped and logged like the others. Once
   * the caller is gone the iteration just ends, with a debug line: nobody is left to tell.
   */
  private async *watched(
    server: LlmServerAccess,
    exchange: UpstreamExchange,
    events: AsyncIterable<CompletionEvent>,
  ): AsyncGenerator<CompletionEvent> {
    try {
      yield* events;
    } catch (error) {
      if (exchange.callerGone) {
        this.logger?.debug(
          { upstream: new URL(server.baseUrl).origin },
          'language-model stream dropped: the caller went away',
        );
        return;
      }
      throw this.failed(server, error, exchange, LlmUpstreamFailed.streamInterrupted);
    }
  }

  private failed(
    server: LlmServerAccess,
    error: unknown,
    exchange: UpstreamExchange,
    otherwise: () => DomainError,
  ): DomainError {
    const failure = exchange.failure(error, otherwise);
    if (!exchange.callerGone) {
      this.logger?.warn(
        { upstream: new URL(server.baseUrl).origin, code: failure.code, err: describeError(error) },
        'language-model call failed',
      );
    }
    return failure;
  }
}

function authorization(token: string | null): Record<string, string> {
  return token === null ? {} : { Authorization: `Bearer ${token}` };
}

interface ChatOptions {
  readonly stream: boolean;
  /** Asks for the token accounting in the last chunk of a stream. */
  readonly usage?: boolean;
}

function chatRequest(request: CompletionRequest, options: ChatOptions) {
  return {
    model: request.model,
    messages: [
      ...(request.system === undefined ? [] : [{ role: 'system', content: request.system }]),
      { role: 'user', content: request.prompt },
    ],
    stream: options.stream,
    ...(options.usage && { stream_options: { include_usage: true } }),
  };
}

async function requireSuccess(response: Response): Promise<void> {
  if (response.ok) return;
  await discardBody(response);
  throw LlmUpstreamFailed.badStatus(response.status);
}

/** A 400 or 422 whose body names `stream_options`: the body is consumed, the reply done with. */
async function rejectsStreamOptions(response: Response): Promise<boolean> {
  if (response.status !== 400 && response.status !== 422) return false;
  return (await peekText(response, REJECTION_PEEK_BYTES)).includes('stream_options');
}

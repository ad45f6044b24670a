import type { Logger } from 'pino';
import type { Completion, CompletionRequest, LlmClient } from '../../application/llm/ports/llm-client.js';
import { LlmUpstreamFailed, LlmUpstreamTimedOut } from '../../domain/llm/llm.errors.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { describeError } from '../logging/describe-error.js';

/** Appended to the configured server root (docs/api/llm.md#upstream-request). */
export const CHAT_COMPLETIONS_PATH = '/v1/chat/completions';

/** A non-streamed reply larger than this is not a sensible completion; reading stops there. */
const MAX_REPLY_BYTES = 16 * 1024 * 1024;

/**
 * Node's fetch (undici) has timeouts of its own: 10 s to connect, 300 s for the response
 * headers and between body chunks. When one of them fires first it is a timeout all the same.
 */
const FETCH_TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${CHAT_COMPLETIONS_PATH}`;
}

/**
 * An OpenAI-compatible chat-completions client (LM Studio, llama.cpp server, vLLM, Ollama)
 * on Node's global fetch. One timeout covers connecting, sending and reading the whole
 * reply. Neither the token nor the upstream reply ever reaches an error message or a log line.
 */
export class OpenAiCompatibleLlmClient implements LlmClient {
  constructor(private readonly logger?: Logger) {}

  async complete(request: CompletionRequest): Promise<Completion> {
    const signal = AbortSignal.timeout(request.timeoutSeconds * 1000);
    try {
      const response = await fetch(chatCompletionsUrl(request.baseUrl), {
        method: 'POST',
        headers: requestHeaders(request.token),
        body: JSON.stringify(requestBody(request)),
        // A redirect would re-send the prompt (and perhaps the token) elsewhere: report it instead.
        redirect: 'manual',
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw LlmUpstreamFailed.badStatus(response.status);
      }
      return parseCompletion(await readText(response), request.model);
    } catch (error) {
      const failure = toDomainError(error, signal);
      this.logger?.warn(
        { upstream: new URL(request.baseUrl).origin, code: failure.code, err: describeError(error) },
        'language-model call failed',
      );
      throw failure;
    }
  }
}

function requestHeaders(token: string | null): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...(token !== null && { Authorization: `Bearer ${token}` }),
  };
}

function requestBody(request: CompletionRequest) {
  return {
    model: request.model,
    messages: [
      ...(request.system === undefined ? [] : [{ role: 'system', content: request.system }]),
      { role: 'user', content: request.prompt },
    ],
    stream: false,
  };
}

/** The whole body, bounded; reading is covered by the request's abort signal. */
async function readText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > MAX_REPLY_BYTES) {
      await reader.cancel().catch(() => {});
      throw LlmUpstreamFailed.malformedReply();
    }
    text += decoder.decode(value, { stream: true });
  }
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `choices[0].message.content` must be a string; `model` and `usage` are taken when present. */
function parseCompletion(text: string, requestedModel: string): Completion {
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    throw LlmUpstreamFailed.malformedReply();
  }
  if (!isObject(reply) || !Array.isArray(reply.choices)) throw LlmUpstreamFailed.malformedReply();
  const choice: unknown = reply.choices[0];
  const message = isObject(choice) ? choice.message : undefined;
  const content = isObject(message) ? message.content : undefined;
  if (typeof content !== 'string') throw LlmUpstreamFailed.malformedReply();
  const model = typeof reply.model === 'string' && reply.model.length > 0 ? reply.model : requestedModel;
  return { model, content, ...(isObject(reply.usage) && { usage: reply.usage }) };
}

function toDomainError(error: unknown, signal: AbortSignal): DomainError {
  if (error instanceof DomainError) return error;
  if (signal.aborted || isTimeout(error)) return new LlmUpstreamTimedOut();
  return LlmUpstreamFailed.unreachable();
}

function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError') return true;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && FETCH_TIMEOUT_CODES.has(code);
}

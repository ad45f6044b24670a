import type { Completion, LlmModel } from '../../application/llm/ports/llm-client.js';
import { LlmUpstreamFailed } from '../../domain/llm/llm.errors.js';

// What the OpenAI-compatible servers send, read defensively: only the fields used are checked,
// anything else is ignored, and no upstream text ever reaches an error message.

type JsonObject = Record<string, unknown>;

export const STREAM_CHUNK = 'a stream of chat completion chunks';
const MODEL_LIST = 'a model list';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string, expected: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw LlmUpstreamFailed.malformedReply(expected);
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** A whole completion and why it stopped, when the server says. */
export interface ParsedCompletion {
  readonly completion: Completion;
  readonly finishReason: string | null;
}

/** `choices[0].message.content` must be a string; `model`, `usage` and `finish_reason` are taken when present. */
export function parseCompletion(text: string, requestedModel: string): ParsedCompletion {
  const reply = parseJson(text, 'a chat completion');
  if (!isObject(reply) || !Array.isArray(reply.choices)) throw LlmUpstreamFailed.malformedReply();
  const choice: unknown = reply.choices[0];
  const message = isObject(choice) ? choice.message : undefined;
  const content = isObject(message) ? message.content : undefined;
  if (typeof content !== 'string') throw LlmUpstreamFailed.malformedReply();
  const model = nonEmptyString(reply.model) ?? requestedModel;
  const finishReason = isObject(choice) ? (nonEmptyString(choice.finish_reason) ?? null) : null;
  return {
    completion: { model, content, ...(isObject(reply.usage) && { usage: reply.usage }) },
    finishReason,
  };
}

/** `GET /v1/models`: `{"data": [{"id": "…", "owned_by": "…"}, …]}`; every entry needs a non-empty `id`. */
export function parseModelList(text: string): LlmModel[] {
  const reply = parseJson(text, MODEL_LIST);
  if (!isObject(reply) || !Array.isArray(reply.data)) throw LlmUpstreamFailed.malformedReply(MODEL_LIST);
  return reply.data.map((entry: unknown) => {
    const id = isObject(entry) ? nonEmptyString(entry.id) : undefined;
    if (!isObject(entry) || id === undefined) throw LlmUpstreamFailed.malformedReply(MODEL_LIST);
    const ownedBy = nonEmptyString(entry.owned_by);
    return ownedBy === undefined ? { id } : { id, ownedBy };
  });
}

/** What one streamed chunk carries; every field is optional, a keep-alive chunk has none. */
export interface CompletionChunk {
  readonly text?: string;
  readonly model?: string;
  readonly finishReason?: string;
  readonly usage?: JsonObject;
}

/** The data of the event that ends an OpenAI stream. */
export const DONE_MARKER = '[DONE]';

/**
 * One `data:` payload of a streamed reply: `choices[0].delta.content` (null or absent in a
 * role-only chunk), `choices[0].finish_reason`, `model`, and `usage` (in the last chunk, where
 * `choices` may be empty). A payload with an `error` object is the server giving up mid-reply.
 */
export function parseCompletionChunk(data: string): CompletionChunk {
  const chunk = parseJson(data, STREAM_CHUNK);
  if (!isObject(chunk)) throw LlmUpstreamFailed.malformedReply(STREAM_CHUNK);
  if (chunk.error !== undefined && chunk.error !== null) throw LlmUpstreamFailed.reportedError();
  const choices = chunk.choices ?? [];
  if (!Array.isArray(choices)) throw LlmUpstreamFailed.malformedReply(STREAM_CHUNK);
  const choice: unknown = choices[0];
  if (choice !== undefined && !isObject(choice)) throw LlmUpstreamFailed.malformedReply(STREAM_CHUNK);
  const delta = choice?.delta;
  const content = isObject(delta) ? delta.content : undefined;
  if (content !== undefined && content !== null && typeof content !== 'string') {
    throw LlmUpstreamFailed.malformedReply(STREAM_CHUNK);
  }
  const text = nonEmptyString(content);
  const model = nonEmptyString(chunk.model);
  const finishReason = nonEmptyString(choice?.finish_reason);
  return {
    ...(text !== undefined && { text }),
    ...(model !== undefined && { model }),
    ...(finishReason !== undefined && { finishReason }),
    ...(isObject(chunk.usage) && { usage: chunk.usage }),
  };
}

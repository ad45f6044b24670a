import type { CompletionEnd, CompletionEvent } from '../../application/llm/ports/llm-client.js';
import { LlmUpstreamFailed } from '../../domain/llm/llm.errors.js';
import { DONE_MARKER, parseCompletion, parseCompletionChunk, STREAM_CHUNK } from './openai-replies.js';
import { ServerSentEventParser, ServerSentEventTooLong } from './server-sent-events.js';
import { readBoundedText, type UpstreamExchange } from './upstream-exchange.js';

/** The same bound as a whole reply: a streamed one is no bigger a completion. */
export const MAX_STREAM_BYTES = 16 * 1024 * 1024;
/** A chunk carries a few tokens; a line or event this long is not a chat completion stream. */
const SSE_LIMITS = { maxLineLength: 1024 * 1024, maxEventLength: 1024 * 1024 };

/**
 * The events of a reply the server has started: an SSE body read as it arrives, or, from a
 * server that ignored `stream: true`, a whole JSON completion given as one delta. The clock
 * of `exchange` runs only while waiting on the server, so a slow reader downstream is never
 * taken for a silent server. Failures are thrown as they come (fetch errors unmapped); the
 * connection is dropped whenever reading stops before the end.
 */
export function completionEvents(
  response: Response,
  exchange: UpstreamExchange,
  requestedModel: string,
): AsyncIterable<CompletionEvent> {
  const contentType = response.headers.get('content-type') ?? '';
  return /^application\/json\b/i.test(contentType)
    ? wholeReplyEvents(response, exchange, requestedModel)
    : streamedEvents(response, exchange, requestedModel);
}

async function* wholeReplyEvents(
  response: Response,
  exchange: UpstreamExchange,
  requestedModel: string,
): AsyncGenerator<CompletionEvent> {
  let text: string;
  try {
    text = await readBoundedText(response, MAX_STREAM_BYTES, 'a chat completion');
  } finally {
    exchange.finish();
  }
  const { completion, finishReason } = parseCompletion(text, requestedModel);
  if (completion.content.length > 0) yield { type: 'delta', text: completion.content };
  yield end({ model: completion.model, finishReason, usage: completion.usage });
}

/** What the chunks so far said about the reply as a whole. */
interface ReplySummary {
  model: string;
  finishReason: string | null;
  usage?: Readonly<Record<string, unknown>>;
}

async function* streamedEvents(
  response: Response,
  exchange: UpstreamExchange,
  requestedModel: string,
): AsyncGenerator<CompletionEvent> {
  if (!response.body) throw LlmUpstreamFailed.streamInterrupted();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new ServerSentEventParser(SSE_LIMITS);
  const summary: ReplySummary = { model: requestedModel, finishReason: null };
  let bytes = 0;
  let complete = false;
  try {
    for (;;) {
      exchange.extend();
      const { done, value } = await reader.read();
      exchange.pause();
      if (!done) bytes += value.byteLength;
      if (bytes > MAX_STREAM_BYTES) throw LlmUpstreamFailed.malformedReply(STREAM_CHUNK);
      const events = done
        ? [...sse(() => parser.push(decoder.decode())), ...sse(() => parser.end())]
        : sse(() => parser.push(decoder.decode(value, { stream: true })));
      for (const event of events) {
        if (event.event === 'error') throw LlmUpstreamFailed.reportedError();
        if (event.data.trim() === DONE_MARKER) {
          complete = true;
          yield end(summary);
          return;
        }
        const chunk = parseCompletionChunk(event.data);
        if (chunk.model !== undefined) summary.model = chunk.model;
        if (chunk.finishReason !== undefined) summary.finishReason = chunk.finishReason;
        if (chunk.usage !== undefined) summary.usage = chunk.usage;
        if (chunk.text !== undefined) yield { type: 'delta', text: chunk.text };
      }
      if (done) {
        // Without `[DONE]`, a finish reason is the only sign that the reply was whole.
        if (summary.finishReason === null) throw LlmUpstreamFailed.streamInterrupted();
        complete = true;
        yield end(summary);
        return;
      }
    }
  } finally {
    exchange.finish({ abort: !complete });
    await reader.cancel().catch(() => {});
  }
}

function sse<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ServerSentEventTooLong) throw LlmUpstreamFailed.malformedReply(STREAM_CHUNK);
    throw error;
  }
}

function end(summary: ReplySummary): CompletionEnd {
  return {
    type: 'end',
    model: summary.model,
    finishReason: summary.finishReason,
    ...(summary.usage !== undefined && { usage: summary.usage }),
  };
}

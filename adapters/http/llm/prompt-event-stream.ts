import type { Context } from 'hono';
import type { CompletionEvent, CompletionStream } from '../../../application/llm/ports/llm-client.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { describeError } from '../../logging/describe-error.js';
import type { AppEnv } from '../app-env.js';
import { EVENT_STREAM_MEDIA_TYPE } from '../openapi/event-streams.js';
import { problem, STATUS_BY_KIND } from '../problem.js';
import { requestLogger } from '../request-logger.js';
import { toPromptStreamDone } from './llm.schemas.js';

/**
 * Headers of a streamed prompt: never stored by a cache, and not held back by a buffering
 * reverse proxy (`X-Accel-Buffering` is nginx's switch), which would defeat the streaming.
 */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': `${EVENT_STREAM_MEDIA_TYPE}; charset=utf-8`,
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
};

/** One SSE event; JSON has no raw line break, so the data is always one `data:` line. */
function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function toSse(event: CompletionEvent): string {
  return event.type === 'delta'
    ? sseEvent('delta', { text: event.text })
    : sseEvent('done', toPromptStreamDone(event));
}

/**
 * The response body of a streamed prompt (docs/api/llm.md#streamed-prompt): a `delta` event per
 * piece of text, then `done`; a failure after the response has started becomes an `error`
 * event carrying the problem body the same failure gets before it. Each event is written as
 * the client reads, so the upstream is read no faster than the client. When the client goes
 * away, `stop` is aborted, which drops the upstream request at once, even mid-read.
 */
export function promptEventStream(
  c: Context<AppEnv>,
  events: CompletionStream,
  stop: AbortController,
): ReadableStream<Uint8Array> {
  const iterator = events[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text: string;
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        text = toSse(next.value);
      } catch (error) {
        if (stop.signal.aborted) return;
        controller.enqueue(encoder.encode(sseEvent('error', await problemBody(c, error))));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(text));
    },
    cancel() {
      stop.abort();
      // Runs the source's clean-up once its pending read has ended with the abort.
      iterator.return?.().catch(() => {});
    },
  });
}

/**
 * The body the error handler answers for this failure, built by the same function. The
 * language-model client has logged an upstream failure already; anything else is a bug.
 */
async function problemBody(c: Context<AppEnv>, error: unknown): Promise<unknown> {
  if (error instanceof DomainError) {
    const status = STATUS_BY_KIND[error.kind];
    return problem(c, status, { detail: error.message, code: error.code }).json();
  }
  requestLogger(c).error({ err: describeError(error) }, 'streamed prompt failed');
  return problem(c, 500, { code: 'SERVER.INTERNAL_ERROR' }).json();
}

import { LlmUpstreamFailed, LlmUpstreamTimedOut } from '../../domain/llm/llm.errors.js';
import { DomainError } from '../../domain/shared/domain-error.js';

/**
 * Node's fetch (undici) has timeouts of its own: 10 s to connect, 300 s for the response
 * headers and between body chunks. When one of them fires first it is a timeout all the same.
 */
const FETCH_TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * One HTTP exchange with the language-model server. Its signal aborts the fetch when the
 * deadline passes or the caller's own signal aborts; `extend` moves the deadline, which is
 * how a streamed reply gets its idle timeout instead of a whole-call one.
 */
export class UpstreamExchange {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private expired = false;
  private readonly onCallerGone = () => this.controller.abort();

  constructor(
    private readonly timeoutMs: number,
    private readonly caller?: AbortSignal,
  ) {
    if (caller?.aborted) this.controller.abort();
    caller?.addEventListener('abort', this.onCallerGone, { once: true });
    this.extend();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The caller went away: nobody waits for the answer, so there is nothing to report. */
  get callerGone(): boolean {
    return this.caller?.aborted === true;
  }

  /** Gives the server another full timeout from now. */
  extend(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort();
    }, this.timeoutMs);
  }

  /** Stops the clock until the next `extend`, while nothing is asked of the server. */
  pause(): void {
    clearTimeout(this.timer);
  }

  /** Stops the clock for good; `abort` also drops the connection, for a reply left unread. */
  finish({ abort = false } = {}): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerGone);
    if (abort) this.controller.abort();
  }

  /** The domain error for what went wrong; `otherwise` when it was neither a timeout nor already one. */
  failure(error: unknown, otherwise: () => DomainError): DomainError {
    if (error instanceof DomainError) return error;
    if (this.expired || isFetchTimeout(error)) return new LlmUpstreamTimedOut();
    return otherwise();
  }
}

function isFetchTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError') return true;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && FETCH_TIMEOUT_CODES.has(code);
}

/** The whole body as text, at most `maxBytes`; a longer one is cut off and reported as malformed. */
export async function readBoundedText(
  response: Response,
  maxBytes: number,
  expected: string,
): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => {});
      throw LlmUpstreamFailed.malformedReply(expected);
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** At most `maxBytes` of the body, for a glance at an error reply; never fails. */
export async function peekText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (let bytes = 0; bytes < maxBytes; ) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    return text;
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text;
}

/** A failed reply is drained no further: only its status counts. */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

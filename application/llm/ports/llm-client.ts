/** Where and how to reach the configured server, read from the settings for one call. */
export interface LlmServerAccess {
  readonly baseUrl: string;
  /** Sent as a bearer credential when not null. */
  readonly token: string | null;
  /**
   * A whole call (connecting, sending, reading the reply) must end within it; a streamed
   * reply must start within it and never stay silent longer.
   */
  readonly timeoutSeconds: number;
}

/** One chat completion against the configured server, with the settings read for this call. */
export interface CompletionRequest extends LlmServerAccess {
  readonly model: string;
  readonly system?: string;
  readonly prompt: string;
}

export interface Completion {
  /** The model that answered, as the server reports it. */
  readonly model: string;
  readonly content: string;
  /** Token accounting, passed through as the server reports it. */
  readonly usage?: Readonly<Record<string, unknown>>;
}

/** A piece of the reply's text, in order. */
export interface CompletionDelta {
  readonly type: 'delta';
  readonly text: string;
}

/** The last event of a streamed reply that went through to its end. */
export interface CompletionEnd {
  readonly type: 'end';
  /** The model that answered, as the server reports it. */
  readonly model: string;
  /** Why the model stopped (`stop`, `length`, …) when the server says. */
  readonly finishReason: string | null;
  readonly usage?: Readonly<Record<string, unknown>>;
}

export type CompletionEvent = CompletionDelta | CompletionEnd;

/**
 * A reply the server has started to send: deltas, then one end event. Iterating fails with
 * LlmUpstreamFailed or LlmUpstreamTimedOut when the reply breaks off; it stops quietly once
 * the caller's signal is aborted.
 */
export type CompletionStream = AsyncIterable<CompletionEvent>;

/** A model the server offers. */
export interface LlmModel {
  readonly id: string;
  /** The owner the server names, when it does. */
  readonly ownedBy?: string;
}

/**
 * Talks to a language-model server. Fails with LlmUpstreamFailed when the server is
 * unreachable or answers with an error or something that is not what was asked for, and
 * with LlmUpstreamTimedOut when the timeout runs out.
 */
export interface LlmClient {
  complete(request: CompletionRequest): Promise<Completion>;
  /**
   * Resolves once the server has accepted the request and started its reply, so that a
   * failure before that is an ordinary error; `signal` ends the call whenever the caller is gone.
   */
  streamCompletion(request: CompletionRequest, signal: AbortSignal): Promise<CompletionStream>;
  listModels(server: LlmServerAccess): Promise<readonly LlmModel[]>;
}

/** One chat completion against the configured server, with the settings read for this call. */
export interface CompletionRequest {
  readonly baseUrl: string;
  readonly model: string;
  /** Sent as a bearer credential when not null. */
  readonly token: string | null;
  /** Covers connecting, sending and reading the whole reply. */
  readonly timeoutSeconds: number;
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

/**
 * Talks to a language-model server. Fails with LlmUpstreamFailed when the server is
 * unreachable or answers with an error or something that is not a completion, and with
 * LlmUpstreamTimedOut when the timeout runs out.
 */
export interface LlmClient {
  complete(request: CompletionRequest): Promise<Completion>;
}

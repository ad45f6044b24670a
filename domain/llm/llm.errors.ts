import { DomainError, type ErrorKind, NotFound } from '../shared/domain-error.js';

/** How a precondition failure names the configuration. */
export const LLM_SETTINGS_NAME = 'The language-model configuration';

/** The settings are read before an administrator has stored any (docs/api/llm.md#llm-operations: 404). */
export class LlmSettingsNotFound extends NotFound {
  constructor() {
    super('LLM.SETTINGS_NOT_FOUND', 'The language-model server is not configured yet');
  }
}

/** A prompt arrives while no language-model server is configured (docs/api/llm.md#failures: 503). */
export class LlmNotConfigured extends DomainError {
  readonly kind: ErrorKind = 'unavailable';
  constructor() {
    super(
      'LLM.NOT_CONFIGURED',
      'The language-model server is not configured; an administrator must configure it',
    );
  }
}

/**
 * The language-model server could not be reached or sent something other than a chat
 * completion (docs/api/llm.md#failures: 502). Messages never carry the upstream body, address or credential.
 */
export class LlmUpstreamFailed extends DomainError {
  readonly kind: ErrorKind = 'bad-gateway';

  static unreachable(): LlmUpstreamFailed {
    return new LlmUpstreamFailed(
      'LLM.UNREACHABLE',
      'The language-model server could not be reached or closed the connection',
    );
  }

  static badStatus(status: number): LlmUpstreamFailed {
    return new LlmUpstreamFailed(
      'LLM.UPSTREAM_STATUS',
      `The language-model server answered with HTTP status ${status}`,
    );
  }

  /** `expected` names what the reply should have been: a chat completion, a model list, a stream chunk. */
  static malformedReply(expected = 'a chat completion'): LlmUpstreamFailed {
    return new LlmUpstreamFailed(
      'LLM.MALFORMED_REPLY',
      `The language-model server sent a reply that is not ${expected}`,
    );
  }

  /** A streamed reply stopped before its end: the connection dropped or closed without `[DONE]`. */
  static streamInterrupted(): LlmUpstreamFailed {
    return new LlmUpstreamFailed(
      'LLM.STREAM_INTERRUPTED',
      'The language-model server stopped the streamed reply before its end',
    );
  }

  /** The server sent an error object inside a streamed reply; its text is not passed on. */
  static reportedError(): LlmUpstreamFailed {
    return new LlmUpstreamFailed(
      'LLM.UPSTREAM_ERROR',
      'The language-model server reported an error in the middle of the reply',
    );
  }
}

/**
 * The connection or the whole request took longer than the configured timeout, or a streamed
 * reply stayed silent that long (docs/api/llm.md#failures: 504).
 */
export class LlmUpstreamTimedOut extends DomainError {
  readonly kind: ErrorKind = 'gateway-timeout';
  constructor() {
    super('LLM.TIMEOUT', 'The language-model server did not answer within the configured timeout');
  }
}

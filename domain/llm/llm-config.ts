import { type ErrorDetail, InvalidInput } from '../shared/domain-error.js';
import type { Instant } from '../shared/instant.js';
import { hasControlCharacters, isBlank, isWellFormed, singleLineProblem } from '../shared/text.js';

export const MAX_BASE_URL_LENGTH = 2048;
export const MAX_MODEL_LENGTH = 255;
export const MAX_TOKEN_LENGTH = 4096;
/**
 * Upper bound of `timeoutSeconds` (the contract only asks for a strictly positive value, docs/api/llm.md#settings-fields). Node's fetch
 * gives up waiting for response headers after 300 s whatever the request asks for, so a
 * longer timeout could not be honoured; docs/llm.md explains it.
 */
export const MAX_TIMEOUT_SECONDS = 300;

/** What an administrator sends to create or replace the configuration (docs/api/llm.md#settings-fields). */
export interface LlmSettingsChanges {
  readonly baseUrl: string;
  readonly model: string;
  readonly timeoutSeconds: number;
  /**
   * Omitted or null keeps the stored token while `baseUrl` keeps its origin (and drops it when the
   * origin changes), `''` removes it, any other value replaces it.
   */
  readonly token?: string | null;
}

/** The stored form of the configuration. */
export interface LlmConfigState {
  readonly baseUrl: string;
  readonly model: string;
  readonly timeoutSeconds: number;
  readonly token: string | null;
  readonly updatedAt: Instant;
}

/** `http://` or `https://` followed by a host (not a third slash). */
const HTTP_SCHEME = /^https?:\/\/[^/]/i;
/** The authority of an absolute URL: between `//` and the first `/`, `?` or `#`. */
const AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;
const WHITESPACE = /\s/;
/** Visible ASCII only: what an HTTP header can carry; excludes whitespace and control characters. */
const TOKEN_CHARACTERS = /^[\x21-\x7e]*$/;

/**
 * The one global configuration of the language-model server (docs/api/llm.md#settings-fields). Every instance
 * satisfies all the rules; the token is kept but never serialised (see `toJSON`).
 */
export class LlmConfig implements LlmConfigState {
  private constructor(
    readonly baseUrl: string,
    readonly model: string,
    readonly timeoutSeconds: number,
    readonly token: string | null,
    readonly updatedAt: Instant,
  ) {}

  /** The first configuration: a missing, null or empty token means none. */
  static create(changes: LlmSettingsChanges, now: Instant): LlmConfig {
    return LlmConfig.validated({ ...changes, token: changes.token || null, updatedAt: now });
  }

  /** Rebuilds a stored configuration, checking it against today's rules. */
  static restore(state: LlmConfigState): LlmConfig {
    return LlmConfig.validated(state);
  }

  /**
   * Replaces every field; the token follows the keep / remove / replace rule of
   * docs/api/llm.md#token. A token is only kept for the origin it was given for: whoever may
   * point `baseUrl` at a host of theirs must not receive the credential meant for another.
   */
  reconfigure(changes: LlmSettingsChanges, now: Instant): LlmConfig {
    const supplied = changes.token !== undefined && changes.token !== null;
    const kept = sameOrigin(this.baseUrl, changes.baseUrl) ? this.token : null;
    const token = supplied ? changes.token || null : kept;
    return LlmConfig.validated({ ...changes, token, updatedAt: now });
  }

  get tokenConfigured(): boolean {
    return this.token !== null;
  }

  /** Logs and serialisations show whether a token is stored, never the token. */
  toJSON(): Record<string, unknown> {
    return {
      baseUrl: this.baseUrl,
      model: this.model,
      timeoutSeconds: this.timeoutSeconds,
      tokenConfigured: this.tokenConfigured,
      updatedAt: this.updatedAt,
    };
  }

  private static validated(state: LlmConfigState): LlmConfig {
    const problems: Record<keyof LlmSettingsChanges, string | undefined> = {
      baseUrl: baseUrlProblem(state.baseUrl),
      model: modelProblem(state.model),
      timeoutSeconds: timeoutProblem(state.timeoutSeconds),
      token: state.token === null ? undefined : tokenProblem(state.token),
    };
    const errors: ErrorDetail[] = Object.entries(problems).flatMap(([path, message]) =>
      message === undefined ? [] : [{ path, message }],
    );
    if (errors.length > 0) {
      throw new InvalidInput('LLM.INVALID_SETTINGS', 'The language-model settings are not valid', errors);
    }
    const token = state.token === '' ? null : state.token;
    return new LlmConfig(state.baseUrl, state.model, state.timeoutSeconds, token, state.updatedAt);
  }
}

/**
 * An absolute http(s) URL without credentials, query or fragment. Refusing every other
 * scheme is also what keeps the gateway from reaching `file:` or other local resources.
 */
function baseUrlProblem(baseUrl: string): string | undefined {
  if (baseUrl.length > MAX_BASE_URL_LENGTH) return `must be at most ${MAX_BASE_URL_LENGTH} characters`;
  if (!isWellFormed(baseUrl)) return 'must be well-formed Unicode (it holds an unpaired UTF-16 surrogate)';
  if (WHITESPACE.test(baseUrl) || hasControlCharacters(baseUrl) || baseUrl.includes('\\')) {
    return 'must not contain whitespace, control characters or backslashes';
  }
  if (!HTTP_SCHEME.test(baseUrl) || !isParsableUrl(baseUrl)) {
    return 'must be an absolute http:// or https:// URL, e.g. http://lmstudio:1234';
  }
  if (AUTHORITY.exec(baseUrl)?.[1]?.includes('@')) return 'must not contain credentials (user or password)';
  if (baseUrl.includes('?')) return 'must not contain a query';
  if (baseUrl.includes('#')) return 'must not contain a fragment';
  return undefined;
}

/**
 * Scheme, host and port as the URL standard normalises them (lower-case host, default port
 * left out); an address that does not parse shares no origin with anything.
 */
function sameOrigin(stored: string, next: string): boolean {
  const origin = (value: string) => (isParsableUrl(value) ? new URL(value).origin : undefined);
  const before = origin(stored);
  return before !== undefined && before === origin(next);
}

function isParsableUrl(value: string): boolean {
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/** One line of text with a visible character (docs/api/text.md). */
function modelProblem(model: string): string | undefined {
  const problem = singleLineProblem(model);
  if (problem) return problem;
  if (isBlank(model)) return 'must not be blank';
  if (model.length > MAX_MODEL_LENGTH) return `must be at most ${MAX_MODEL_LENGTH} characters`;
  return undefined;
}

function timeoutProblem(timeoutSeconds: number): string | undefined {
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds > MAX_TIMEOUT_SECONDS) {
    return `must be a whole number of seconds from 1 to ${MAX_TIMEOUT_SECONDS}`;
  }
  return undefined;
}

/** Never quotes the token itself: messages reach clients and logs. */
function tokenProblem(token: string): string | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return `must be at most ${MAX_TOKEN_LENGTH} characters`;
  if (!TOKEN_CHARACTERS.test(token)) {
    return 'must contain only visible ASCII characters: no whitespace or control characters';
  }
  return undefined;
}

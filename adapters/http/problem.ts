import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorDetail, ErrorKind } from '../../domain/shared/domain-error.js';
import { boundedProblemJson } from './problem-bounds.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  507: 'Insufficient Storage',
};

export const STATUS_BY_KIND: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'precondition-failed': 412,
  'too-large': 413,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
  'bad-gateway': 502,
  'gateway-timeout': 504,
};

export interface ProblemInput {
  readonly detail?: string;
  /** Stable and machine-readable, on every problem (docs/api/errors.md#problem-codes). */
  readonly code: string;
  readonly errors?: readonly ErrorDetail[];
  readonly headers?: Record<string, string>;
}

/** An RFC 9457 problem response (docs/api/errors.md#problem-bodies), at most MAX_PROBLEM_BYTES long. */
export function problem(c: Context, status: ContentfulStatusCode, input: ProblemInput): Response {
  const body = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(input.detail !== undefined && { detail: input.detail }),
    instance: c.req.path,
    code: input.code,
    ...(input.errors !== undefined && input.errors.length > 0 && { errors: input.errors }),
  };
  return new Response(boundedProblemJson(body), {
    status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, ...input.headers },
  });
}

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TooManyLoginAttempts } from '../../domain/access/access.errors.js';
import { PrintingBusy } from '../../domain/printing/print.errors.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { describeError } from '../logging/describe-error.js';
import type { AppEnv } from './app-env.js';
import { problem, STATUS_BY_KIND } from './problem.js';
import { requestLogger } from './request-logger.js';

/** Tells a failure of the database being out of reach or busy for now from a bug. */
export type UnavailablePredicate = (error: unknown) => boolean;
/** Tells a write refused for want of space (a full disk) from a bug. */
export type StorageFullPredicate = (error: unknown) => boolean;

/** Long enough for a restarting database or a released lock, short enough to stay responsive. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** Space comes back when someone frees it or a volume grows: minutes rather than seconds. */
const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * The one place errors become responses: domain errors by kind, framework errors by
 * status, a database out of reach 503 (retry later), a database out of space 507, the rest 500.
 */
export function errorHandler(
  isUnavailable: UnavailablePredicate = () => false,
  isStorageFull: StorageFullPredicate = () => false,
) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof DomainError) {
      const status = STATUS_BY_KIND[error.kind];
      return problem(c, status, {
        detail: error.message,
        code: error.code,
        errors: error.details,
        headers: headersFor(error),
      });
    }
    if (error instanceof HTTPException) return fromHttpException(error, c);
    if (isUnavailable(error)) {
      // Expected while the database restarts; the cause only, never the SQL in the message.
      requestLogger(c).warn({ err: describeError(error) }, 'database unavailable');
      return problem(c, 503, {
        detail: 'The database is temporarily unavailable; retry later',
        code: 'DATABASE.UNAVAILABLE',
        headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      });
    }
    if (isStorageFull(error)) {
      // An operator must free space; the write was not stored, reads go on. The cause only, never the SQL.
      requestLogger(c).warn({ err: describeError(error) }, 'database storage full');
      return problem(c, 507, {
        detail: 'The database has no space left; nothing was stored. Retry once space is freed',
        code: 'DATABASE.STORAGE_FULL',
        headers: { 'Retry-After': String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
      });
    }
    requestLogger(c).error({ err: describeError(error) }, 'unhandled error');
    return problem(c, 500, { code: 'SERVER.INTERNAL_ERROR' });
  };
}

function headersFor(error: DomainError): Record<string, string> | undefined {
  if (error.kind === 'unauthenticated') return { 'WWW-Authenticate': 'Bearer' };
  if (error instanceof TooManyLoginAttempts || error instanceof PrintingBusy) {
    return { 'Retry-After': String(error.retryAfterSeconds) };
  }
  return undefined;
}

function fromHttpException(error: HTTPException, c: Context<AppEnv>): Response {
  // A body of the wrong media type is a bad request like any other malformed body (docs/api/errors.md#request-codes).
  if (error.status === 415) {
    return problem(c, 400, {
      detail: 'The request body must be application/json',
      code: 'REQUEST.WRONG_CONTENT_TYPE',
    });
  }
  if (error.status === 400 && error.message.includes('JSON')) {
    return problem(c, 400, { detail: 'The request body is not valid JSON', code: 'REQUEST.MALFORMED_JSON' });
  }
  const status = error.status as ContentfulStatusCode;
  const code =
    typeof error.cause === 'string' ? error.cause : `REQUEST.${status < 500 ? 'INVALID' : 'FAILED'}`;
  return problem(c, status, status < 500 ? { detail: error.message, code } : { code });
}

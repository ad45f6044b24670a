import type { Hook } from '@hono/zod-openapi';
import { MAX_REPORTED_ERRORS } from '../../../application/exchange/batch.js';
import type { ErrorDetail } from '../../../domain/shared/domain-error.js';
import type { AppEnv } from '../app-env.js';
import { problem } from '../problem.js';

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
}

/**
 * Every validation failure gets the same 400 problem with one entry per offending field; a
 * body with thousands of bad elements says how many there are and lists the first ones.
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const errors = validationDetails(result.error.issues);
  const detail =
    errors.length > MAX_REPORTED_ERRORS
      ? `The request is not valid: ${errors.length} problems`
      : 'The request is not valid';
  return problem(c, 400, { detail, code: 'REQUEST.INVALID', errors: errors.slice(0, MAX_REPORTED_ERRORS) });
};

/** One entry per offending field of a failed zod validation (a PATCH validates its merged body too). */
export function validationDetails(issues: readonly unknown[]): ErrorDetail[] {
  return (issues as readonly Issue[]).flatMap(toDetails);
}

function toDetails(issue: Issue): ErrorDetail[] {
  const path = formatPath(issue.path);
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    return issue.keys.map((key) => ({
      path: path ? `${path}.${key}` : key,
      message: 'is not a known property',
    }));
  }
  return [{ path, message: issue.message }];
}

/** `[1].label`, `ids[3]`: the same notation the use cases report batch elements in. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

import { type ErrorDetail, InvalidInput } from './domain-error.js';

/** One check per field, each returning the field's valid value or throwing InvalidInput. */
export type FieldChecks<T> = { readonly [K in keyof T]: () => T[K] };

/**
 * Runs every check, so one answer names every bad field of an element rather than the first
 * (docs/api/exchange.md#all-or-nothing). With one bad field the error is exactly that field's;
 * with several, the first's code and message carry all their details.
 */
export function checkFields<T>(checks: FieldChecks<T>): T {
  const valid: Partial<Record<keyof T, unknown>> = {};
  let first: InvalidInput | undefined;
  const details: ErrorDetail[] = [];
  for (const key of Object.keys(checks) as (keyof T)[]) {
    try {
      valid[key] = checks[key]();
    } catch (error) {
      if (!(error instanceof InvalidInput)) throw error;
      first ??= error;
      details.push(...error.details);
    }
  }
  if (first === undefined) return valid as T;
  if (details.length === first.details.length) throw first;
  throw new InvalidInput(first.code, first.message, details);
}

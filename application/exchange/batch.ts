import { DomainError, type ErrorDetail, InvalidInput } from '../../domain/shared/domain-error.js';
import { DuplicateCodeInBatch } from '../../domain/shared/record.errors.js';

/** Enough to fix a bad file without flooding the response; the total is always given. */
export const MAX_REPORTED_ERRORS = 100;

/** One element of a seed or import, with where its errors are reported: `[3].` (JSON) or `line 4: ` (CSV). */
export interface BatchElement<I> {
  readonly input: I;
  readonly path: string;
}

/**
 * Validates every element before anything is written (all or nothing, docs/api/exchange.md#all-or-nothing) and reports
 * every bad field of every invalid one, the first MAX_REPORTED_ERRORS listed and all counted,
 * so a client can fix a whole file in one go.
 */
export function validateBatch<I, T>(
  elements: readonly BatchElement<I>[],
  validate: (input: I, path: string) => T,
): T[] {
  const errors: ErrorDetail[] = [];
  const valid: T[] = [];
  let invalid = 0;
  let total = 0;
  for (const { input, path } of elements) {
    try {
      valid.push(validate(input, path));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      invalid += 1;
      total += error.details.length;
      errors.push(...error.details.slice(0, MAX_REPORTED_ERRORS - errors.length));
    }
  }
  if (invalid > 0) {
    const counted = total === invalid ? '' : `, ${total} error(s)`;
    throw new InvalidInput(
      'RECORD.INVALID_BATCH',
      `${invalid} invalid element(s)${counted}; nothing was stored`,
      errors,
    );
  }
  return valid;
}

/** The codes of a batch so far: a code given twice is refused at its second element (docs/api/exchange.md#all-or-nothing). */
export class DistinctCodes {
  private readonly seen = new Set<string>();

  /** Throws DuplicateCodeInBatch when an earlier element had `code`. */
  add(code: string, path: string): void {
    if (this.seen.has(code)) throw new DuplicateCodeInBatch(`${path}code`, code);
    this.seen.add(code);
  }
}

import type { ErrorDetail } from '../../domain/shared/domain-error.js';

/**
 * No problem body is longer (docs/api/errors.md#problem-bodies): clients, consoles and log
 * lines show it whole, and an error listing thousands of items says nothing more than its first ones.
 */
export const MAX_PROBLEM_BYTES = 4096;

/** Per-text bounds, applied only to a body over the limit; what they leave always fits. */
const MAX_DETAIL_BYTES = 1024;
const MAX_CODE_BYTES = 128;
const MAX_PATH_BYTES = 160;
const MAX_MESSAGE_BYTES = 320;
/** A longer request path is left out of `instance` rather than cut: a cut one names another resource. */
const MAX_INSTANCE_BYTES = 512;
const ELLIPSIS = '…';

export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly instance?: string;
  readonly code: string;
  readonly errors?: readonly ErrorDetail[];
}

/**
 * The body's JSON text, at most MAX_PROBLEM_BYTES long. One that fits is sent as it is; a longer
 * one has its long texts cut (ending in `…`) and as many whole `errors[]` entries as fit, in
 * their order, with the detail counting them all.
 */
export function boundedProblemJson(body: ProblemBody): string {
  const whole = JSON.stringify(body);
  if (byteLength(whole) <= MAX_PROBLEM_BYTES) return whole;
  const errors = (body.errors ?? []).map(({ path, message }) => ({
    path: shortened(path, MAX_PATH_BYTES),
    message: shortened(message, MAX_MESSAGE_BYTES),
  }));
  const detail = body.detail === undefined ? undefined : shortened(body.detail, MAX_DETAIL_BYTES);
  const instance =
    body.instance !== undefined && jsonBytes(body.instance) <= MAX_INSTANCE_BYTES ? body.instance : undefined;
  const code = shortened(body.code, MAX_CODE_BYTES);
  const withErrors = (kept: number) => {
    const shown = counted(detail, errors.length, kept);
    return JSON.stringify({
      type: body.type,
      title: body.title,
      status: body.status,
      ...(shown !== undefined && { detail: shown }),
      ...(instance !== undefined && { instance }),
      code,
      ...(kept > 0 && { errors: errors.slice(0, kept) }),
    });
  };
  let kept = 0;
  let fitting = withErrors(0);
  // Each entry is a few hundred bytes at most, so a few dozen tries at most.
  while (kept < errors.length) {
    const next = withErrors(kept + 1);
    if (byteLength(next) > MAX_PROBLEM_BYTES) break;
    kept += 1;
    fitting = next;
  }
  return fitting;
}

/**
 * The detail, saying that not all errors are listed. A detail counts what it names itself
 * (`5000 invalid element(s)`), and its list may already have been cut to the first hundred
 * before, so only a detail-less body gets a total here.
 */
function counted(detail: string | undefined, total: number, kept: number): string | undefined {
  if (kept === total) return detail;
  return detail === undefined
    ? `${total} problems, the first ${kept} listed`
    : `${detail} (the first ${kept} listed)`;
}

/** The text cut at a character boundary so that its JSON form is at most `maxBytes`, marked with `…`. */
function shortened(text: string, maxBytes: number): string {
  if (jsonBytes(text) <= maxBytes) return text;
  const budget = maxBytes - byteLength(ELLIPSIS);
  let used = 0;
  let end = 0;
  for (const character of text) {
    used += jsonBytes(character);
    if (used > budget) break;
    end += character.length;
  }
  return text.slice(0, end) + ELLIPSIS;
}

/** Bytes of the text inside a JSON string: escapes count, as sent. */
function jsonBytes(text: string): number {
  return byteLength(JSON.stringify(text)) - 2;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * A point in time as whole microseconds since the Unix epoch (UTC).
 * Microseconds fit exactly in a double until the year 2255, and store exactly
 * as a 64-bit integer in every database we support.
 */
export type Instant = number & { readonly __brand: 'Instant' };

const MICROS_PER_MILLI = 1000;

export function instantFromMicros(micros: number): Instant {
  if (!Number.isSafeInteger(micros)) {
    throw new RangeError(`Not a whole number of microseconds: ${micros}`);
  }
  return micros as Instant;
}

const MICROS_PER_SECOND = 1_000_000;

/**
 * Seconds formatted lately, by second modulo the size: listings format thousands of instants of
 * few seconds, and a record's creation and last write (two seconds) alternate in every answer.
 */
const SECONDS_KEPT = 256;
const keptSeconds = new Float64Array(SECONDS_KEPT).fill(Number.NaN);
const keptTexts: string[] = new Array(SECONDS_KEPT).fill('');

/** ISO-8601 UTC with exactly six fractional digits, e.g. `2026-11-21T09:30:00.123456Z`. */
export function formatInstant(instant: Instant): string {
  const second = Math.floor(instant / MICROS_PER_SECOND);
  const slot = ((second % SECONDS_KEPT) + SECONDS_KEPT) % SECONDS_KEPT;
  if (keptSeconds[slot] !== second) {
    keptTexts[slot] = new Date(second * 1000).toISOString().slice(0, 20);
    keptSeconds[slot] = second;
  }
  return `${keptTexts[slot]}${String(instant - second * MICROS_PER_SECOND).padStart(6, '0')}Z`;
}

export function parseInstant(text: string): Instant | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?Z$/.exec(text);
  if (!match) return undefined;
  const millis = Date.parse(`${match[1]}Z`);
  if (Number.isNaN(millis)) return undefined;
  const fraction = (match[2] ?? '').padEnd(6, '0');
  return instantFromMicros(millis * MICROS_PER_MILLI + Number(fraction));
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInstant, instantFromMicros, parseInstant } from '../../../domain/shared/instant.js';

describe('Instant', () => {
  it('when formatted, then it has exactly six fractional digits and Z', () => {
    expect(formatInstant(instantFromMicros(1_795_000_000_123_456))).toBe('2026-11-18T11:06:40.123456Z');
    expect(formatInstant(instantFromMicros(1_795_000_000_000_007))).toBe('2026-11-18T11:06:40.000007Z');
    expect(formatInstant(instantFromMicros(0))).toBe('1970-01-01T00:00:00.000000Z');
  });

  it('when instants of the same and other seconds alternate, then each is formatted as Date would', () => {
    const micros = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(fc.array(micros, { minLength: 1, maxLength: 8 }), (values) => {
        for (const value of [...values, ...values]) {
          const millis = Math.floor(value / 1000);
          const expected = `${new Date(millis).toISOString().slice(0, 23)}${String(value - millis * 1000).padStart(3, '0')}Z`;
          expect(formatInstant(instantFromMicros(value))).toBe(expected);
        }
      }),
    );
  });

  it('when seconds that share a kept slot alternate, then each is formatted as its own', () => {
    const first = 1_795_000_000_000_001;
    const sameSlot = first + 256 * 1_000_000;
    for (const micros of [first, sameSlot, first, sameSlot - 1]) {
      const millis = Math.floor(micros / 1000);
      expect(formatInstant(instantFromMicros(micros))).toBe(
        `${new Date(millis).toISOString().slice(0, 23)}${String(micros % 1000).padStart(3, '0')}Z`,
      );
    }
  });

  it('when parsed back, then the microseconds survive the round trip', () => {
    const instant = instantFromMicros(1_795_000_000_987_654);
    expect(parseInstant(formatInstant(instant))).toBe(instant);
    expect(parseInstant('2026-11-18T11:06:40Z')).toBe(1_795_000_000_000_000);
  });

  it('when the text is not a UTC timestamp, then parsing gives undefined', () => {
    for (const text of ['2026-11-18', '2026-11-18T11:06:40+01:00', 'yesterday', '2026-13-18T09:46:40Z']) {
      expect(parseInstant(text)).toBeUndefined();
    }
  });

  it('when a fractional or unsafe number is given, then it is rejected', () => {
    expect(() => instantFromMicros(1.5)).toThrow(RangeError);
    expect(() => instantFromMicros(2 ** 53)).toThrow(RangeError);
  });
});

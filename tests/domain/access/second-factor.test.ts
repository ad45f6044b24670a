import { describe, expect, it } from 'vitest';
import {
  isAppCode,
  isFreshStep,
  isPlausibleOneTimeCode,
  normalizeRecoveryCode,
} from '../../../domain/access/second-factor.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

describe('one-time codes', () => {
  it.each(['123456', 'abcd-efgh', 'ABCD2345', 'abcd-2345'])(
    'when %s is given, then it may be a code',
    (code) => {
      expect(isPlausibleOneTimeCode(code)).toBe(true);
    },
  );

  it.each(['12345', '1234567', 'abcd-efg1', 'abcd--efgh', '', ' 123456', 'abcd-efgh-'])(
    'when %j is given, then it cannot be a code',
    (code) => {
      expect(isPlausibleOneTimeCode(code)).toBe(false);
    },
  );

  it('when a recovery code is typed in any case, with or without its dash, then it is stored one way', () => {
    expect(normalizeRecoveryCode('ABCD2345')).toBe('abcd-2345');
    expect(normalizeRecoveryCode('abcd-2345')).toBe('abcd-2345');
    expect(isAppCode('123456')).toBe(true);
    expect(isAppCode('abcd-2345')).toBe(false);
  });

  it('when a step was accepted, then only later steps are fresh', () => {
    const factor = {
      userId: 1,
      secret: 'S',
      createdAt: instantFromMicros(0),
      confirmedAt: null,
      lastStep: 10,
    };
    expect([9, 10, 11].map((step) => isFreshStep(factor, step))).toEqual([false, false, true]);
    expect(isFreshStep({ ...factor, lastStep: null }, 0)).toBe(true);
  });
});

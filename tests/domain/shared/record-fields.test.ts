import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import {
  assertSameCode,
  MAX_CODE_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_LABEL_LENGTH,
  validateCode,
  validateDescription,
  validateLabel,
} from '../../../domain/shared/record-fields.js';

describe('shared record fields (docs/api/records.md#field-rules)', () => {
  it.each([
    ['', false],
    ['a', true],
    ['x'.repeat(MAX_CODE_LENGTH), true],
    ['x'.repeat(MAX_CODE_LENGTH + 1), false],
    [' lead', false],
    ['trail ', false],
    ['in side', true],
    ['tab\there', false],
    ['Ωμέγα-Щ', true],
  ])('when the code is %j, then valid is %s', (code, valid) => {
    if (valid) expect(validateCode(code)).toBe(code);
    else expect(() => validateCode(code)).toThrow(InvalidInput);
  });

  it.each([
    ['', false],
    ['  \n', false],
    ['ok', true],
    ['x'.repeat(MAX_LABEL_LENGTH), true],
    ['x'.repeat(MAX_LABEL_LENGTH + 1), false],
    ['line\nbreak', false],
  ])('when the label is %j, then valid is %s', (label, valid) => {
    if (valid) expect(validateLabel(label, 'label')).toBe(label);
    else expect(() => validateLabel(label, 'label')).toThrow(InvalidInput);
  });

  it('when a description has line breaks and tabs, then it is kept; other control characters or excess length are not', () => {
    expect(validateDescription('a\r\n\tb')).toBe('a\r\n\tb');
    expect(validateDescription(undefined)).toBeNull();
    expect(validateDescription('x'.repeat(MAX_DESCRIPTION_LENGTH))).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(() => validateDescription('x'.repeat(MAX_DESCRIPTION_LENGTH + 1))).toThrow(InvalidInput);
    expect(() => validateDescription('bell\u0007')).toThrow(InvalidInput);
  });

  it('when an update repeats the stored code or omits it, then it passes; a different code is rejected', () => {
    expect(() => assertSameCode('A', 'A')).not.toThrow();
    expect(() => assertSameCode('A', undefined)).not.toThrow();
    expect(() => assertSameCode('A', 'B')).toThrow(InvalidInput);
  });
});

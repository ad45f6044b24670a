import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { templateObjectFields } from '../../../domain/template-objects/template-object.js';

describe('template object fields', () => {
  it('when a description is omitted, then it is null: PUT replaces every mutable field', () => {
    expect(templateObjectFields({ label: 'Form' })).toEqual({ label: 'Form', description: null });
  });

  it('when fields are valid, then they are kept as sent', () => {
    expect(templateObjectFields({ label: 'Form', description: 'Line 1\nLine 2' })).toEqual({
      label: 'Form',
      description: 'Line 1\nLine 2',
    });
  });

  it.each([
    ['a blank label', { label: ' \u200b ' }, '[2].label'],
    ['a label over 255 characters', { label: 'x'.repeat(256) }, '[2].label'],
    ['a label on two lines', { label: 'a\nb' }, '[2].label'],
    ['a description with a NUL', { label: 'Form', description: 'a\u0000b' }, '[2].description'],
  ])('when given %s, then it is refused naming the field under its element path', (_, input, path) => {
    try {
      templateObjectFields(input, '[2].');
      expect.unreachable('the input is invalid');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInput);
      expect((error as InvalidInput).details.map((detail) => detail.path)).toEqual([path]);
    }
  });
});

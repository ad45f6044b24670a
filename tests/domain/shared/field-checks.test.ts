import { describe, expect, it } from 'vitest';
import { InvalidInput, invalidField } from '../../../domain/shared/domain-error.js';
import { checkFields } from '../../../domain/shared/field-checks.js';

describe('checkFields', () => {
  it('when every check passes, then the valid values', () => {
    expect(checkFields({ a: () => 1, b: () => 'x' })).toEqual({ a: 1, b: 'x' });
  });

  it('when one check fails, then exactly its error', () => {
    const only = invalidField('X.BAD', 'a', 'is bad');
    expect(() =>
      checkFields({
        a: (): number => {
          throw only;
        },
        b: () => 2,
      }),
    ).toThrow(only);
  });

  it('when several fail, then the first one’s code and message with every detail', () => {
    let caught: unknown;
    try {
      checkFields({
        a: (): number => {
          throw invalidField('X.FIRST', 'a', 'first');
        },
        b: () => 2,
        c: (): number => {
          throw invalidField('X.SECOND', 'c', 'second');
        },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidInput);
    expect(caught).toMatchObject({
      code: 'X.FIRST',
      message: 'first',
      details: [
        { path: 'a', message: 'first' },
        { path: 'c', message: 'second' },
      ],
    });
  });

  it('when a check fails with something else than invalid input, then that is thrown as it is', () => {
    const bug = new TypeError('bug');
    expect(() =>
      checkFields({
        a: (): number => {
          throw bug;
        },
      }),
    ).toThrow(bug);
  });
});

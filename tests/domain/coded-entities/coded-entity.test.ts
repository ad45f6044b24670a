import { describe, expect, it } from 'vitest';
import {
  type CodedEntity,
  changeCodedEntity,
  newCodedEntity,
} from '../../../domain/coded-entities/coded-entity.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

const T0 = instantFromMicros(1_795_000_000_000_000);
const T1 = instantFromMicros(1_795_000_000_000_001);

function failure(run: () => unknown): InvalidInput {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    return error as InvalidInput;
  }
  throw new Error('expected an InvalidInput');
}

describe('coded entity', () => {
  const entity: CodedEntity = {
    id: 4,
    ...newCodedEntity({ code: 'VIP', label: 'Very important', description: 'd' }, T0),
  };

  it('when created, then both timestamps are now and an omitted description is null', () => {
    expect(entity).toEqual({
      id: 4,
      code: 'VIP',
      label: 'Very important',
      description: 'd',
      createdAt: T0,
      updatedAt: T0,
    });
    expect(newCodedEntity({ code: 'A', label: 'a' }, T0).description).toBeNull();
  });

  it.each([
    ['an empty code', { code: '', label: 'x' }, 'code'],
    ['a code with surrounding spaces', { code: ' a', label: 'x' }, 'code'],
    ['a code with a control character', { code: 'a\u0000', label: 'x' }, 'code'],
    ['a code over 100 characters', { code: 'c'.repeat(101), label: 'x' }, 'code'],
    ['a blank label', { code: 'a', label: ' \t' }, 'label'],
    ['a label over 255 characters', { code: 'a', label: 'l'.repeat(256) }, 'label'],
    ['a label with a line break', { code: 'a', label: 'two\nlines' }, 'label'],
    [
      'a description over 10000 characters',
      { code: 'a', label: 'x', description: 'd'.repeat(10_001) },
      'description',
    ],
  ])('when created with %s, then InvalidInput naming the field', (_, input, path) => {
    expect(failure(() => newCodedEntity(input, T0)).details[0]!.path).toBe(path);
  });

  it('when an element of a batch is invalid, then the error is reported under its path', () => {
    const error = failure(() => newCodedEntity({ code: 'a', label: '' }, T0, 'line 4: '));
    expect(error.details).toEqual([{ path: 'line 4: label', message: 'must not be blank' }]);
  });

  it('when changed, then label and description are replaced (omitted means null), code, id and createdAt stay', () => {
    expect(changeCodedEntity(entity, { label: 'Changed' }, T1)).toEqual({
      ...entity,
      label: 'Changed',
      description: null,
      updatedAt: T1,
    });
  });

  it('when a change repeats the code, then it is accepted; another code is refused', () => {
    expect(changeCodedEntity(entity, { code: 'VIP', label: 'x' }, T1).code).toBe('VIP');
    expect(failure(() => changeCodedEntity(entity, { code: 'OTHER', label: 'x' }, T1)).code).toBe(
      'RECORD.CODE_IMMUTABLE',
    );
  });

  it('when a change has a blank label, then it is refused', () => {
    expect(failure(() => changeCodedEntity(entity, { label: '' }, T1)).details[0]!.path).toBe('label');
  });
});

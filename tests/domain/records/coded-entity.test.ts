import { describe, expect, it } from 'vitest';
import {
  type CodedEntity,
  changeCodedEntity,
  changeStamps,
  codedKind,
  newCodedEntity,
} from '../../../domain/records/coded-entity.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { reference } from '../../../domain/shared/record-kind.js';

const T0 = instantFromMicros(1_795_000_000_000_000);
const T1 = instantFromMicros(1_795_000_000_000_001);

/** Kinds of the kernel's two audits: the times only, or the actors too. */
const timed = codedKind({ name: 'Widget', code: 'WIDGET' }, 'times');
const audited = codedKind({ name: 'Gadget', code: 'GADGET' }, 'actors');
/** A kind with a field of its own after the coded ones, as nomenclatures have their parent. */
const linked = codedKind({ name: 'Part', code: 'PART' }, 'times', { partOf: reference('part') });

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
    ...newCodedEntity(timed, { code: 'VIP', label: 'Very important', description: 'd' }, 'alice', T0),
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
    expect(newCodedEntity(timed, { code: 'A', label: 'a' }, 'alice', T0).description).toBeNull();
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
    expect(failure(() => newCodedEntity(timed, input, 'alice', T0)).details[0]!.path).toBe(path);
  });

  it('when an element of a batch is invalid, then the error is reported under its path', () => {
    const error = failure(() => newCodedEntity(timed, { code: 'a', label: '' }, 'alice', T0, 'line 4: '));
    expect(error.details).toEqual([{ path: 'line 4: label', message: 'must not be blank' }]);
  });

  it('when changed, then label and description are replaced (omitted means null), code, id and createdAt stay', () => {
    expect(changeCodedEntity(timed, entity, { label: 'Changed' }, 'bob', T1)).toEqual({
      ...entity,
      label: 'Changed',
      description: null,
      updatedAt: T1,
    });
  });

  it('when a change repeats the code, then it is accepted; another code is refused', () => {
    expect(changeCodedEntity(timed, entity, { code: 'VIP', label: 'x' }, 'bob', T1).code).toBe('VIP');
    expect(
      failure(() => changeCodedEntity(timed, entity, { code: 'OTHER', label: 'x' }, 'bob', T1)).code,
    ).toBe('RECORD.CODE_IMMUTABLE');
  });

  it('when a change has a blank label, then it is refused', () => {
    expect(failure(() => changeCodedEntity(timed, entity, { label: '' }, 'bob', T1)).details[0]!.path).toBe(
      'label',
    );
  });

  it('when several fields of a create are bad, then one answer names each, in field order', () => {
    const error = failure(() =>
      newCodedEntity(timed, { code: '', label: '', description: 'd'.repeat(10_001) }, 'a', T0),
    );
    expect(error.code).toBe('RECORD.INVALID_CODE');
    expect(error.details.map((detail) => detail.path)).toEqual(['code', 'label', 'description']);
  });

  it('when a change has a blank label and a long description, then the answer names the label only', () => {
    const change = { label: '', description: 'd'.repeat(10_001) };
    expect(failure(() => changeCodedEntity(timed, entity, change, 'bob', T1)).details).toEqual([
      { path: 'label', message: 'must not be blank' },
    ]);
  });
});

describe('coded entity of a kind that keeps its actors', () => {
  const entity: CodedEntity<'actors'> = {
    id: 7,
    ...newCodedEntity(audited, { code: 'G', label: 'Gadget' }, 'alice', T0),
  };

  it('when created, then the actor is its creator and last editor; a kind that keeps times only ignores it', () => {
    expect(entity).toEqual({
      id: 7,
      code: 'G',
      label: 'Gadget',
      description: null,
      createdAt: T0,
      createdBy: 'alice',
      updatedAt: T0,
      updatedBy: 'alice',
    });
    expect(newCodedEntity(timed, { code: 'G', label: 'Gadget' }, 'alice', T0)).not.toHaveProperty(
      'createdBy',
    );
  });

  it('when changed, then the editor and the time change, the creator stays', () => {
    expect(changeCodedEntity(audited, entity, { label: 'New' }, 'bob', T1)).toEqual({
      ...entity,
      label: 'New',
      updatedAt: T1,
      updatedBy: 'bob',
    });
  });

  it('when a change is stored over an entity, then its stamps are what it replaces: the editor only where kept', () => {
    const changed = changeCodedEntity(audited, entity, { label: 'New' }, 'bob', T1);
    expect(changeStamps(audited, changed)).toEqual({ updatedAt: T1, updatedBy: 'bob' });
    const plain = newCodedEntity(timed, { code: 'W', label: 'Widget' }, 'bob', T1);
    expect(changeStamps(timed, plain)).toEqual({ updatedAt: T1 });
  });
});

describe('coded entity of a kind with fields of its own', () => {
  const part = { id: 2, ...newCodedEntity(linked, { code: 'P', label: 'Part', partOf: 1 }, 'alice', T0) };

  it('when created, then its own field follows the coded ones, checked like them, null when omitted', () => {
    expect(part).toEqual({
      id: 2,
      code: 'P',
      label: 'Part',
      description: null,
      partOf: 1,
      createdAt: T0,
      updatedAt: T0,
    });
    expect(newCodedEntity(linked, { code: 'Q', label: 'Q' }, 'alice', T0).partOf).toBeNull();
    const error = failure(() => newCodedEntity(linked, { code: '', label: 'x', partOf: 0 }, 'a', T0, '[1].'));
    expect(error.details.map((detail) => detail.path)).toEqual(['[1].code', '[1].partOf']);
  });

  it('when changed, then its own field is replaced too (omitted means null), after the coded ones are checked', () => {
    expect(changeCodedEntity(linked, part, { label: 'Renamed' }, 'bob', T1)).toEqual({
      ...part,
      label: 'Renamed',
      partOf: null,
      updatedAt: T1,
    });
    expect(changeCodedEntity(linked, part, { label: 'x', partOf: 5 }, 'bob', T1).partOf).toBe(5);
    expect(
      failure(() => changeCodedEntity(linked, part, { label: '', partOf: -1 }, 'bob', T1)).details,
    ).toEqual([{ path: 'label', message: 'must not be blank' }]);
    expect(failure(() => changeCodedEntity(linked, part, { label: 'x', partOf: -1 }, 'bob', T1)).code).toBe(
      'RECORD.INVALID_REFERENCE',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  assertContactDeletable,
  type Contact,
  contactKind,
  newContact,
} from '../../../domain/contacts/contact.js';
import { changeCodedEntity } from '../../../domain/records/coded-entity.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { RecordInUse } from '../../../domain/shared/record.errors.js';

const T0 = instantFromMicros(1_795_000_000_000_000);
const T1 = instantFromMicros(1_795_000_000_000_001);

function pathOfFailure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    return (error as InvalidInput).details[0]!.path;
  }
  throw new Error('expected an InvalidInput');
}

describe('contact', () => {
  const ada: Contact = {
    id: 3,
    ...newContact(
      { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines', email: 'ada@example.org' },
      T0,
    ),
  };

  it('when created, then names are kept as given, optional fields default to null, both times are now', () => {
    expect(newContact({ firstName: 'Ada', lastName: 'Lovelace' }, T0)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: null,
      email: null,
      createdAt: T0,
      updatedAt: T0,
    });
    expect(newContact({ firstName: 'A', lastName: 'B', companyName: '  ', email: '' }, T0)).toMatchObject({
      companyName: null,
      email: null,
    });
  });

  it.each([
    ['a blank first name', { firstName: ' ', lastName: 'B' }, 'firstName'],
    ['a blank last name', { firstName: 'A', lastName: '' }, 'lastName'],
    ['a last name over 255 characters', { firstName: 'A', lastName: 'x'.repeat(256) }, 'lastName'],
    ['a first name with a control character', { firstName: 'A\u0007', lastName: 'B' }, 'firstName'],
    [
      'a company name over 255 characters',
      { firstName: 'A', lastName: 'B', companyName: 'c'.repeat(256) },
      'companyName',
    ],
    ['an invalid e-mail', { firstName: 'A', lastName: 'B', email: 'nope' }, 'email'],
  ])('when created with %s, then InvalidInput naming the field', (_, input, path) => {
    expect(pathOfFailure(() => newContact(input, T0))).toBe(path);
  });

  it('when an element of a batch is invalid, then the error is reported under its path', () => {
    expect(pathOfFailure(() => newContact({ firstName: 'A', lastName: ' ' }, T0, '[2].'))).toBe(
      '[2].lastName',
    );
  });

  it('when changed, then every field is replaced (omitted optional ones become null), id and createdAt stay', () => {
    expect(changeCodedEntity(contactKind, ada, { firstName: 'Augusta', lastName: 'King' }, '', T1)).toEqual({
      ...ada,
      firstName: 'Augusta',
      lastName: 'King',
      companyName: null,
      email: null,
      updatedAt: T1,
    });
  });

  it('when badges hold it, then deleting is refused saying on how many', () => {
    expect(() => assertContactDeletable(ada, 0)).not.toThrow();
    expect(() => assertContactDeletable(ada, 1)).toThrow('Contact 3 cannot be deleted: it is on 1 badge');
    expect(() => assertContactDeletable(ada, 3)).toThrow(RecordInUse);
    expect(() => assertContactDeletable(ada, 3)).toThrow('it is on 3 badges');
  });
});

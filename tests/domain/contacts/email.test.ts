import { describe, expect, it } from 'vitest';
import { validateEmail } from '../../../domain/contacts/email.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';

describe('e-mail', () => {
  it.each([
    'ada@example.org',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'δοκιμή@παράδειγμα.ελ',
    `${'a'.repeat(64)}@example.org`,
  ])('when "%s", then it is kept as given', (email) => {
    expect(validateEmail(email)).toBe(email);
  });

  it.each([null, undefined, '', '   '])('when %j, then null', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    ['no @', 'ada.example.org'],
    ['two @', 'ada@home@example.org'],
    ['no local part', '@example.org'],
    ['no dot in the domain', 'ada@localhost'],
    ['an empty domain label', 'ada@example..org'],
    ['a trailing dot', 'ada@example.org.'],
    ['a space', 'ada lovelace@example.org'],
    ['a control character', 'ada\u0000@example.org'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.org`],
    ['more than 254 characters', `${'a'.repeat(60)}@${'b'.repeat(190)}.org`],
  ])('when it has %s, then InvalidInput on the field', (_, email) => {
    let error: unknown;
    try {
      validateEmail(email, '[1].email');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).details).toEqual([{ path: '[1].email', message: expect.any(String) }]);
  });
});

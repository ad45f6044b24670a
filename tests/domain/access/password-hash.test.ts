import bcrypt from 'bcryptjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPasswordHash } from '../../../domain/access/password.js';

const BCRYPT_BASE64 = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Every shape of a bcrypt hash: a version, a cost of 04 to 31, 53 characters of its base64. */
const hashShape = fc
  .tuple(
    fc.constantFrom('2a', '2b', '2y'),
    fc.integer({ min: 4, max: 31 }),
    fc.string({ unit: fc.constantFrom(...BCRYPT_BASE64), minLength: 53, maxLength: 53 }),
  )
  .map(([version, cost, rest]) => `$${version}$${String(cost).padStart(2, '0')}$${rest}`);

/** A restore takes only password hashes the service can check a password against (docs/backup.md#what-a-restore-refuses). */
describe('password hash', () => {
  it('when it has the shape of a bcrypt hash, of any version, cost and salt, then it is one', () => {
    fc.assert(fc.property(hashShape, (hash) => isPasswordHash(hash)));
    expect(isPasswordHash(bcrypt.hashSync('a password', 4))).toBe(true);
  });

  it('when one character of a bcrypt hash is changed for one outside its alphabet, removed or added, then it is not one', () => {
    const outside = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !BCRYPT_BASE64.includes(c));
    fc.assert(
      fc.property(
        hashShape,
        fc.nat({ max: 59 }),
        outside,
        fc.constantFrom('replace', 'remove', 'add'),
        (hash, at, character, change) => {
          const position = 7 + (at % 53);
          const changed =
            change === 'replace'
              ? hash.slice(0, position) + character + hash.slice(position + 1)
              : change === 'remove'
                ? hash.slice(0, position) + hash.slice(position + 1)
                : hash + BCRYPT_BASE64[at % BCRYPT_BASE64.length];
          expect(isPasswordHash(changed)).toBe(false);
        },
      ),
    );
  });

  it.each(['$2c$10$', '$2$10$', '$2b$03$', '$2b$32$', '$2b$4$', '$2b$1a$', '$2B$10$'])(
    'when it starts %s, then it is not one',
    (prefix) => {
      expect(isPasswordHash(`${prefix}${'a'.repeat(53)}`)).toBe(false);
    },
  );
});

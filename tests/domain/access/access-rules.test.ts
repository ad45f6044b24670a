import { describe, expect, it } from 'vitest';
import { validatePassword } from '../../../domain/access/password.js';
import { isSystemRole, newRole, validateRoleCode, validateRoleLabel } from '../../../domain/access/role.js';
import { changeUser, normalizeRoles, usernameKey, validateUsername } from '../../../domain/access/user.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

describe('username', () => {
  it.each(['bob', 'alice.smith', 'a_b-c@d', 'x'.repeat(64)])('when it is %s, then it is accepted', (name) => {
    expect(validateUsername(name)).toBe(name);
  });

  it.each(['ab', 'x'.repeat(65), 'with space', 'émile', 'semi;colon', ''])(
    'when it is "%s", then it is rejected',
    (name) => {
      expect(() => validateUsername(name)).toThrow(InvalidInput);
    },
  );

  it('when compared, then case does not matter', () => {
    expect(usernameKey('Alice')).toBe(usernameKey('aLICE'));
  });
});

describe('password', () => {
  it('when it is 8 to 72 bytes, then it is accepted', () => {
    expect(validatePassword('12345678')).toBe('12345678');
    expect(validatePassword('x'.repeat(72))).toHaveLength(72);
  });

  it('when it is shorter than 8 or longer than 72 bytes, then it is rejected naming the field', () => {
    expect(() => validatePassword('1234567')).toThrow(InvalidInput);
    expect(() => validatePassword('x'.repeat(73))).toThrow(InvalidInput);
    try {
      validatePassword('short', 'APP_ADMIN_PASSWORD');
    } catch (error) {
      expect((error as InvalidInput).details).toEqual([
        { path: 'APP_ADMIN_PASSWORD', message: expect.any(String) },
      ]);
    }
  });

  it('when multi-byte characters push it past 72 bytes, then it is rejected even under 72 characters', () => {
    const greek = 'αβγδεζηθ'.repeat(5); // 40 characters, 80 bytes
    expect(greek.length).toBeLessThan(72);
    expect(() => validatePassword(greek)).toThrow(InvalidInput);
  });
});

describe('roles', () => {
  it.each(['AB', 'AUDITOR', 'ROLE_2', `A${'B'.repeat(63)}`])(
    'when the code is %s, then it is accepted',
    (code) => {
      expect(validateRoleCode(code)).toBe(code);
    },
  );

  it.each(['A', 'auditor', '2ROLE', 'RO LE', `A${'B'.repeat(64)}`])(
    'when the code is "%s", then it is rejected',
    (code) => {
      expect(() => validateRoleCode(code)).toThrow(InvalidInput);
    },
  );

  it('when the label is blank or too long, then it is rejected', () => {
    expect(() => validateRoleLabel('  ')).toThrow(InvalidInput);
    expect(() => validateRoleLabel('x'.repeat(256))).toThrow(InvalidInput);
  });

  it('when a role is created, then only ADMIN, USER and ANONYMOUS are system roles', () => {
    expect(newRole('AUDITOR', 'Auditor').system).toBe(false);
    expect(['ADMIN', 'USER', 'ANONYMOUS'].every(isSystemRole)).toBe(true);
  });
});

describe('user changes', () => {
  it('when a user is changed, then roles are de-duplicated and sorted and the hash kept unless given', () => {
    const t0 = instantFromMicros(1);
    const t1 = instantFromMicros(2);
    const user = {
      id: 1,
      username: 'bob',
      enabled: true,
      roles: ['USER'],
      passwordHash: 'h',
      createdAt: t0,
      updatedAt: t0,
    };
    const changed = changeUser(
      user,
      { username: 'bobby', enabled: false, roles: ['USER', 'ADMIN', 'USER'] },
      t1,
    );
    expect(changed).toEqual({
      ...user,
      username: 'bobby',
      enabled: false,
      roles: ['ADMIN', 'USER'],
      updatedAt: t1,
    });
    expect(changeUser(user, { ...user, passwordHash: 'h2' }, t1).passwordHash).toBe('h2');
    expect(normalizeRoles([])).toEqual([]);
  });
});

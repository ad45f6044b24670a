import { describe, expect, it } from 'vitest';
import { isPlausiblePassword, validatePassword } from '../../../domain/access/password.js';
import { validateRoleLabel } from '../../../domain/access/role.js';
import { isPlausibleUsername, validateUsername } from '../../../domain/access/user.js';
import { newContact } from '../../../domain/contacts/contact.js';
import { validateEmail } from '../../../domain/contacts/email.js';
import { chatPrompt } from '../../../domain/llm/chat-prompt.js';
import { LlmConfig } from '../../../domain/llm/llm-config.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import {
  assertSameCode,
  validateCode,
  validateDescription,
  validateLabel,
  validateOptionalLine,
} from '../../../domain/shared/record-fields.js';

const T0 = instantFromMicros(1_795_000_000_000_000);

/** The code and the first detail of the InvalidInput `work` throws. */
function failure(work: () => unknown): { code: string; path: string; message: string } {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    const { code, details } = error as InvalidInput;
    return { code, ...details[0]! };
  }
  throw new Error('expected an InvalidInput');
}

/** Each field's validator applies the text policy of docs/api/text.md under the field's own error code. */
describe('the text policy on every field', () => {
  describe('codes', () => {
    it('when a code is sent in NFD form, then the NFC form is returned (and stored)', () => {
      expect(validateCode('cafe\u0301')).toBe('caf\u00e9');
      expect(validateCode('\u1100\u1161-1')).toBe('\uac00-1');
    });

    it.each([
      ['a lone surrogate', 'a\ud800', /well-formed/],
      ['a NUL', 'a\u0000b', /U\+0000/],
      ['a line separator', 'a\u2028b', /U\+2028/],
      ['a zero-width space', 'a\u200bb', /U\+200B/],
      ['a zero-width joiner', '👩\u200d💻', /U\+200D/],
      ['a bidi override', 'abc\u202edcba', /U\+202E/],
      ['a bidi isolate', '\u2067abc', /U\+2067/],
      ['a byte order mark', 'ab\ufeffc', /U\+FEFF/],
      ['a soft hyphen', 'co\u00adde', /U\+00AD/],
      ['only invisible characters', '\u200b', /U\+200B/],
    ])('when a code holds %s, then RECORD.INVALID_CODE naming the code', (_, code, message) => {
      const error = failure(() => validateCode(code, '[2].code'));
      expect(error).toMatchObject({ code: 'RECORD.INVALID_CODE', path: '[2].code' });
      expect(error.message).toMatch(message);
    });

    it('when the NFC form of a code is longer than 100 characters, then it is refused; the limit is on the stored form', () => {
      // U+0958 has no composed form in NFC: one character becomes two.
      expect(failure(() => validateCode('\u0958'.repeat(51))).code).toBe('RECORD.INVALID_CODE');
      expect(validateCode('e\u0301'.repeat(100))).toBe('\u00e9'.repeat(100));
    });

    it('when an update sends the stored code back in another normalisation form, then it is the same code', () => {
      expect(() => assertSameCode('caf\u00e9', 'cafe\u0301')).not.toThrow();
      expect(() => assertSameCode('cafe\u0301', 'caf\u00e9')).not.toThrow();
      expect(() => assertSameCode('caf\u00e9', 'cafe')).toThrow(InvalidInput);
    });
  });

  describe('labels and one-line text', () => {
    it('when a label holds a zero-width joiner, a bidi mark or an emoji, then it is kept exactly as sent (not normalised)', () => {
      for (const label of ['👩\u200d💻 team', 'שלום \u200fabc', 'cafe\u0301'])
        expect(validateLabel(label, 'label')).toBe(label);
    });

    it.each([
      ['a lone surrogate', 'x\udc00', 'RECORD.INVALID_LABEL'],
      ['an ESC', 'x\u001b', 'RECORD.INVALID_LABEL'],
      ['a newline', 'x\ny', 'RECORD.INVALID_LABEL'],
      ['zero-width spaces only', '\u200b\u200b', 'RECORD.BLANK_LABEL'],
      ['bidi controls and spaces only', ' \u202e \u2066', 'RECORD.BLANK_LABEL'],
    ])('when a label holds %s, then %s', (_, label, code) => {
      expect(failure(() => validateLabel(label, 'line 4: label'))).toMatchObject({
        code,
        path: 'line 4: label',
      });
    });

    it('when an optional line is blank, invisible characters included, then it is null; a control is refused', () => {
      expect(validateOptionalLine('\u200b ', 'assignedTo')).toBeNull();
      expect(validateOptionalLine('  ', 'assignedTo')).toBeNull();
      expect(failure(() => validateOptionalLine('\u0000', 'assignedTo')).code).toBe('RECORD.INVALID_TEXT');
      expect(failure(() => validateOptionalLine('bob\ud800', 'assignedTo')).code).toBe('RECORD.INVALID_TEXT');
    });

    it('when a description holds line breaks, tabs and bidi marks, then it is kept; a lone surrogate is refused', () => {
      expect(validateDescription('a\r\n\tb \u200f')).toBe('a\r\n\tb \u200f');
      expect(failure(() => validateDescription('a\ud800')).code).toBe('RECORD.INVALID_DESCRIPTION');
    });
  });

  describe('roles', () => {
    it.each([
      ['a NUL', 'Audit\u0000or', 'ROLE.INVALID_LABEL'],
      ['an ESC', 'Audit\u001bor', 'ROLE.INVALID_LABEL'],
      ['a newline', 'Audit\nor', 'ROLE.INVALID_LABEL'],
      ['a lone surrogate', 'Audit\ud800', 'ROLE.INVALID_LABEL'],
      ['zero-width spaces only', '\u200b\u200b', 'ROLE.BLANK_LABEL'],
    ])('when a role label holds %s, then %s', (_, label, code) => {
      expect(failure(() => validateRoleLabel(label))).toMatchObject({ code, path: 'label' });
    });
  });

  describe('contacts', () => {
    const contact = (fields: Record<string, string>) =>
      newContact({ firstName: 'Ada', lastName: 'Lovelace', ...fields }, T0);

    it.each([
      ['firstName', 'A\u0000da', 'CONTACT.INVALID_NAME'],
      ['lastName', 'Love\ud800', 'CONTACT.INVALID_NAME'],
      ['lastName', '\u200b', 'CONTACT.BLANK_NAME'],
      ['companyName', 'ACME\n', 'RECORD.INVALID_TEXT'],
      ['email', 'ada@example.org\ud800', 'CONTACT.INVALID_EMAIL'],
      ['email', 'ada\u0000@example.org', 'CONTACT.INVALID_EMAIL'],
    ])('when %s is %j, then %s', (field, value, code) => {
      expect(failure(() => contact({ [field]: value }))).toMatchObject({ code, path: field });
    });

    it('when the e-mail is invisible characters only, then it is null like a blank one', () => {
      expect(validateEmail('\u200b')).toBeNull();
    });
  });

  describe('credentials', () => {
    it.each([
      ['a NUL', 'password\u0000x'],
      ['a lone surrogate', 'password\ud800x'],
    ])('when a new password holds %s, then USER.INVALID_PASSWORD', (_, password) => {
      expect(failure(() => validatePassword(password))).toMatchObject({
        code: 'USER.INVALID_PASSWORD',
        path: 'password',
      });
      expect(isPlausiblePassword(password)).toBe(false);
    });

    it('when a password holds other control characters or astral characters, then it is accepted (8 to 72 bytes)', () => {
      expect(validatePassword('tab\there\u001b😀')).toBe('tab\there\u001b😀');
      expect(isPlausiblePassword('x'.repeat(72))).toBe(true);
      expect(isPlausiblePassword('x'.repeat(73))).toBe(false);
    });

    it.each([
      ['ad\u0000min', false],
      ['ad\u001bmin', false],
      ['admin\ud800', false],
      ['ad\u200bmin', false],
      ['admi\u0301n', false],
      ['Alice.Smith@corp', true],
    ])('when the login name is %j, then plausible is %s, as valid for a new user', (username, plausible) => {
      expect(isPlausibleUsername(username)).toBe(plausible);
      if (plausible) expect(validateUsername(username)).toBe(username);
      else expect(failure(() => validateUsername(username)).code).toBe('USER.INVALID_USERNAME');
    });
  });

  describe('language model', () => {
    const settings = { baseUrl: 'http://lmstudio:1234', model: 'qwen', timeoutSeconds: 60 };

    it.each([
      ['model', 'qwen\ud800'],
      ['model', 'qwen\nmax'],
      ['model', '\u200b'],
      ['baseUrl', 'http://lmstudio\ud800:1234'],
      ['token', 'secret\ud800'],
    ])('when %s is %j, then LLM.INVALID_SETTINGS naming it', (field, value) => {
      expect(failure(() => LlmConfig.create({ ...settings, [field]: value }, T0))).toMatchObject({
        code: 'LLM.INVALID_SETTINGS',
        path: field,
      });
    });

    it('when a prompt or system text holds line breaks and tabs, then it is kept; a lone surrogate or NUL is refused', () => {
      expect(chatPrompt('one\ntwo\tthree', 'be\r\nbrief')).toEqual({
        prompt: 'one\ntwo\tthree',
        system: 'be\r\nbrief',
      });
      expect(failure(() => chatPrompt('hi\ud800'))).toMatchObject({
        code: 'LLM.INVALID_PROMPT',
        path: 'prompt',
      });
      expect(failure(() => chatPrompt('hi', 'be\u0000'))).toMatchObject({
        code: 'LLM.INVALID_PROMPT',
        path: 'system',
      });
    });
  });
});

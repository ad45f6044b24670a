import { describe, expect, it } from 'vitest';
import {
  identifierProblem,
  isBlank,
  isWellFormed,
  multiLineProblem,
  normalizeIdentifier,
  singleLineProblem,
} from '../../../domain/shared/text.js';

/** The rules of docs/api/text.md, one function at a time. */
describe('text policy', () => {
  describe('well-formed Unicode', () => {
    it.each([
      ['plain', 'abc', true],
      ['empty', '', true],
      ['an astral character (a surrogate pair)', 'a😀b', true],
      ['CJK', '漢字かな', true],
      ['a lone high surrogate', 'a\ud800b', false],
      ['a lone low surrogate', 'a\udc00b', false],
      ['a high surrogate at the end', 'ab\ud83d', false],
      ['a low surrogate at the start', '\ude00ab', false],
      ['a reversed pair', '\ude00\ud83d', false],
    ])('when the text is %s, then well-formed is %s', (_, text, expected) => {
      expect(isWellFormed(text)).toBe(expected);
    });
  });

  describe('one line', () => {
    it.each([
      ['plain text', 'Ελληνικά и кириллица 漢字 😀', undefined],
      ['a tab', 'a\tb', 'U+0009'],
      ['a NUL', 'a\u0000b', 'U+0000'],
      ['an ESC', 'a\u001b[31mb', 'U+001B'],
      ['a LF', 'a\nb', 'U+000A'],
      ['a CR', 'a\rb', 'U+000D'],
      ['a DEL', 'a\u007fb', 'U+007F'],
      ['a C1 control', 'a\u0085b', 'U+0085'],
      ['a line separator', 'a\u2028b', 'U+2028'],
      ['a paragraph separator', 'a\u2029b', 'U+2029'],
    ])('when the text holds %s, then the problem names %s', (_, text, named) => {
      const problem = singleLineProblem(text);
      if (named === undefined) expect(problem).toBeUndefined();
      else expect(problem).toContain(named);
    });

    it('when the text holds a lone surrogate, then it is ill-formed before anything else', () => {
      expect(singleLineProblem('a\ud800\u0000')).toMatch(/well-formed/);
    });
  });

  describe('multi-line', () => {
    it('when the text holds tabs, LF and CR, then it is accepted; other controls and lone surrogates are not', () => {
      expect(multiLineProblem('one\ttwo\r\nthree\nfour\r')).toBeUndefined();
      expect(multiLineProblem('a\u2028b')).toBeUndefined();
      expect(multiLineProblem('bell\u0007')).toContain('U+0007');
      expect(multiLineProblem('nul\u0000')).toContain('U+0000');
      expect(multiLineProblem('c1\u009b')).toContain('U+009B');
      expect(multiLineProblem('half\udfff')).toMatch(/well-formed/);
    });
  });

  describe('identifiers', () => {
    it('when a code is in NFD form, then its stored form is NFC, the same as the composed one', () => {
      expect(normalizeIdentifier('cafe\u0301')).toBe('caf\u00e9');
      expect(normalizeIdentifier('caf\u00e9')).toBe('caf\u00e9');
      expect(normalizeIdentifier('\u1100\u1161')).toBe('\uac00');
    });

    it.each([
      ['zero-width space', '\u200b'],
      ['zero-width non-joiner', '\u200c'],
      ['zero-width joiner', '\u200d'],
      ['word joiner', '\u2060'],
      ['byte order mark', '\ufeff'],
      ['soft hyphen', '\u00ad'],
      ['Mongolian vowel separator', '\u180e'],
      ['Arabic letter mark', '\u061c'],
      ['left-to-right mark', '\u200e'],
      ['right-to-left mark', '\u200f'],
      ['left-to-right embedding', '\u202a'],
      ['right-to-left override', '\u202e'],
      ['left-to-right isolate', '\u2066'],
      ['pop directional isolate', '\u2069'],
      ['variation selector 16', '\ufe0f'],
      ['combining grapheme joiner', '\u034f'],
      ['Hangul filler', '\u3164'],
      ['tag character', '\u{e0041}'],
    ])('when an identifier holds a %s, then it is refused naming the code point', (_, character) => {
      const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      expect(identifierProblem(`ab${character}c`)).toContain(`U+${code}`);
    });

    it.each([['plain'], ['Ωμέγα-Щ'], ['漢字'], ['😀'], ['in side'], ['e\u0301']])(
      'when an identifier is %j, then nothing is invisible in it',
      (code) => {
        expect(identifierProblem(code)).toBeUndefined();
      },
    );
  });

  describe('blank', () => {
    it.each([
      ['', true],
      ['   ', true],
      ['\t\n\r', true],
      ['\u00a0\u3000', true],
      ['\u200b\u200b', true],
      ['\u200d\ufeff\u2060\u00ad', true],
      ['\u202e\u2066', true],
      ['\u3164', true],
      ['\u0000\u001b', true],
      ['\ud800', true],
      ['x', false],
      [' x ', false],
      ['\u200bx', false],
      ['😀', false],
      ['漢', false],
      ['\u0301', false],
    ])('when the text is %j, then blank is %s', (text, blank) => {
      expect(isBlank(text)).toBe(blank);
    });
  });
});

import fc from 'fast-check';
import { openSync } from 'fontkit';
import { describe, expect, test } from 'vitest';
import { PRIMARY_FACE } from '../../../adapters/pdf/fonts.js';
import { measureIn } from '../../../adapters/pdf/measure.js';
import { breakLines, readLine } from '../../../adapters/pdf/text-lines.js';
import { TYPE } from '../../../adapters/pdf/typography.js';

/** One unit per code point keeps the expectations readable. */
const perCodePoint = (text: string) => [...text].length;

describe('breakLines', () => {
  test('when words fit, then lines break at spaces and the breaking space goes', () => {
    expect(breakLines('one two three four', 9, perCodePoint)).toEqual(['one two', 'three', 'four']);
  });

  test('when the text has newlines of any convention, then each ends a line, empty lines included', () => {
    expect(breakLines('a\nb\r\nc\rd\n\ne', 10, perCodePoint)).toEqual(['a', 'b', 'c', 'd', '', 'e']);
  });

  test('when the text has a tab, then it is laid out as four spaces', () => {
    expect(breakLines('a\tb', 10, perCodePoint)).toEqual(['a    b']);
  });

  test('when a word is wider than a line, then it is split between graphemes only', () => {
    // e + combining acute accent is one grapheme of two code points.
    expect(breakLines('ab e\u0301e\u0301e\u0301e\u0301 cd', 4, perCodePoint)).toEqual([
      'ab',
      'e\u0301e\u0301',
      'e\u0301e\u0301',
      'cd',
    ]);
  });

  test('when spaces repeat, then all but the breaking one are kept', () => {
    expect(breakLines('  a  b', 4, perCodePoint)).toEqual(['  a ', 'b']);
  });

  test('for any text, every line fits (or is one grapheme) and no other character is lost, added or moved', () => {
    const character = fc.constantFrom('a', 'Ω', 'ж', 'é', 'e\u0301', ' ', ' ', '\n', '\t', '😀', '-');
    fc.assert(
      fc.property(
        fc.array(character, { maxLength: 200 }),
        fc.integer({ min: 1, max: 30 }),
        (parts, width) => {
          const text = parts.join('');
          const lines = breakLines(text, width, perCodePoint);
          const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
          for (const line of lines) {
            expect(perCodePoint(line) <= width || [...segmenter.segment(line)].length === 1).toBe(true);
          }
          const visible = (value: string) => value.replace(/\s/g, '');
          expect(visible(lines.join(''))).toBe(visible(text));
        },
      ),
    );
  });
});

describe('breakLines on right-to-left paragraphs', () => {
  test('when a paragraph starts right-to-left, then every line of it is marked so, even one starting with a Latin word', () => {
    const lines = breakLines('שלום עולם\nPDF שלום\nשלום PDF abc', 9, perCodePoint).map(readLine);
    expect(lines).toEqual([
      { text: 'שלום עולם', rightToLeft: true },
      { text: 'PDF שלום', rightToLeft: false },
      { text: 'שלום PDF', rightToLeft: true },
      { text: 'abc', rightToLeft: true },
    ]);
  });
});

describe('breakLines on shaped text', () => {
  test('for any word, when a text is wider whole than its graphemes one by one, then every piece still fits', () => {
    // Shaping may widen a text beyond the sum of its graphemes: here by one unit per three.
    const widened = (text: string) => [...text].length + Math.floor([...text].length / 3);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'क्ष', 'e\u0301', '👍🏽'), minLength: 1, maxLength: 80 }),
        fc.integer({ min: 4, max: 30 }),
        (word, width) => {
          for (const line of breakLines(word, width, widened)) {
            const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line)];
            expect(widened(line) <= width || graphemes.length === 1).toBe(true);
          }
          expect(breakLines(word, width, widened).join('')).toBe(word);
        },
      ),
    );
  });
});

describe('measureIn', () => {
  test('never measures a line narrower than DejaVu Sans draws it, kerning included', () => {
    const kerned = 'AVATAR To Yo LT PA Ta Vo ÄVÄ Γάμμα Τα ГА Тя Уу «Ja» L’Aquila y. V; P.';
    for (const style of [TYPE.value, TYPE.heading]) {
      const font = openSync(PRIMARY_FACE.files[style.weight]);
      const drawn = (font.layout(kerned).advanceWidth * style.size) / font.unitsPerEm;
      expect(drawn).toBeLessThanOrEqual(measureIn(style)(kerned));
    }
  });
});

describe('breakLines on long words and URLs', () => {
  test('when a URL is wider than a line, then it breaks after a separator near the margin', () => {
    const url = 'https://example.com/alpha/beta/gamma?x=1&y=2';
    expect(breakLines(url, 20, perCodePoint)).toEqual([
      'https://example.com/',
      'alpha/beta/gamma?x=',
      '1&y=2',
    ]);
  });

  test('when the only separator is early in the line, then the word breaks between characters instead', () => {
    expect(breakLines('a-bcdefghijklmnop', 10, perCodePoint)).toEqual(['a-bcdefghi', 'jklmnop']);
  });

  test('when measured in the value font, then every piece of a long word fits the width', () => {
    const measure = measureIn(TYPE.value);
    const word = 'Donaudampfschifffahrtsgesellschaftskapitänswitwe'.repeat(5);
    const lines = breakLines(`see ${word} here`, 200, measure);
    expect(lines.join('').replaceAll(' ', '')).toBe(`see${word}here`);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(200);
  });
});

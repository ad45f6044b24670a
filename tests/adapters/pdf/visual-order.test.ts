import { describe, expect, it } from 'vitest';
import { forFontkit, isRightToLeftParagraph, visualPieces } from '../../../adapters/pdf/visual-order.js';

describe('visualPieces', () => {
  it('when a line is left-to-right only, then it is one piece as it is', () => {
    expect(visualPieces('Ärger 中文 Ελληνικά', false)).toEqual([
      { text: 'Ärger 中文 Ελληνικά', rightToLeft: false },
    ]);
  });

  it('when a Latin line ends in Hebrew, then the Hebrew is a right-to-left piece after it', () => {
    expect(visualPieces('Task 1 — שלום עולם', false)).toEqual([
      { text: 'Task 1 — ', rightToLeft: false },
      { text: 'שלום עולם', rightToLeft: true },
    ]);
  });

  it('when a right-to-left line holds Latin and digits, then the pieces come left to right, each in logical order with its brackets mirrored', () => {
    expect(visualPieces('דחוף (URG) 123', true)).toEqual([
      { text: '123', rightToLeft: false },
      { text: '( ', rightToLeft: true },
      { text: 'URG', rightToLeft: false },
      { text: 'דחוף )', rightToLeft: true },
    ]);
  });
});

describe('isRightToLeftParagraph', () => {
  it('when the first letter with a direction is Hebrew or Arabic, then the paragraph reads from the right, digits and punctuation aside', () => {
    expect(isRightToLeftParagraph('שלום PDF')).toBe(true);
    expect(isRightToLeftParagraph('2026 — مرحبا')).toBe(true);
    expect(isRightToLeftParagraph('PDF שלום')).toBe(false);
  });
});

describe('forFontkit', () => {
  it('when a right-to-left run has a letter, then fontkit reverses it; punctuation alone is reversed here', () => {
    expect(forFontkit('שלום,')).toBe('שלום,');
    expect(forFontkit('),')).toBe(',)');
  });

  it('when a right-to-left piece holds emoji sequences, then they are reversed whole, not code point by code point', () => {
    expect(forFontkit('👍🏽👨‍👩‍👧🇫🇷')).toBe('🇫🇷👨‍👩‍👧👍🏽');
  });
});

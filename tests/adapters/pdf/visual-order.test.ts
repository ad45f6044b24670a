import { describe, expect, it } from 'vitest';
import { forFontkit, visualPieces } from '../../../adapters/pdf/visual-order.js';

describe('visualPieces', () => {
  it('when a line is left-to-right only, then it is one piece as it is', () => {
    expect(visualPieces('Ärger 中文 Ελληνικά')).toEqual([
      { text: 'Ärger 中文 Ελληνικά', rightToLeft: false },
    ]);
  });

  it('when a Latin line ends in Hebrew, then the Hebrew is a right-to-left piece after it', () => {
    expect(visualPieces('Task 1 — שלום עולם')).toEqual([
      { text: 'Task 1 — ', rightToLeft: false },
      { text: 'שלום עולם', rightToLeft: true },
    ]);
  });

  it('when a right-to-left line holds Latin and digits, then the pieces come left to right, each in logical order with its brackets mirrored', () => {
    expect(visualPieces('דחוף (URG) 123')).toEqual([
      { text: '123', rightToLeft: false },
      { text: '( ', rightToLeft: true },
      { text: 'URG', rightToLeft: false },
      { text: 'דחוף )', rightToLeft: true },
    ]);
  });
});

describe('forFontkit', () => {
  it('when a right-to-left run has a letter, then fontkit reverses it; punctuation alone is reversed here', () => {
    expect(forFontkit('שלום,')).toBe('שלום,');
    expect(forFontkit('),')).toBe(',)');
  });
});

import fc from 'fast-check';

/**
 * Strings built from the classes the text policy (docs/api/text.md) is about, so that generated
 * inputs hit its edges: unpaired surrogates, controls, line breaks, NFC/NFD pairs, invisible and
 * bidi-control characters, astral and CJK characters, and plain text.
 */
export const TEXT_CLASSES = {
  loneSurrogate: ['\ud800', '\udbff', '\udc00', '\udfff'],
  control: ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b'],
  lineBreak: ['\n', '\r', '\r\n', '\t', '\u2028', '\u2029'],
  normalisation: ['é', 'e\u0301', 'Å', 'A\u030a', '가', '\u1100\u1161', 'ñ', 'n\u0303', 'ﬁ'],
  invisible: ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u3164', '\ufe0f'],
  bidi: ['\u061c', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069'],
  astral: ['😀', '👩\u200d💻', '𝔘', '🇫🇷', '\u{20000}'],
  cjk: ['漢字', 'かな', '한국어', '中文'],
  space: [' ', '\u00a0', '\u3000'],
} as const;

/** One piece of a generated string: a member of one class, or a few plain printable characters. */
export const textPiece: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 8 }), weight: 6 },
  ...Object.values(TEXT_CLASSES).map((members) => ({ arbitrary: fc.constantFrom(...members), weight: 1 })),
);

/** A string of a few pieces; empty too. */
export const classText: fc.Arbitrary<string> = fc.string({ unit: textPiece, maxLength: 6 });

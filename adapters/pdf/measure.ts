import { type FontWeight, faceFor, fontFile, PRIMARY_FACE } from './fonts.js';
import type { TextStyle } from './typography.js';

/** The width of a one-line text in points. */
export type Measure = (text: string) => number;

/** Advance widths in ems, per weight and code point, each in the face the character is printed in. */
const advances: Record<FontWeight, Map<number, number>> = { regular: new Map(), bold: new Map() };

/**
 * Sums the glyphs' advance widths, cached per code point: shaping every word here as well cost
 * about a second per thousand pages. Drawn text is kerned, which in DejaVu Sans only narrows it,
 * and ideographs are not kerned, so a line measured to fit does fit.
 */
export function measureIn(style: TextStyle): Measure {
  const { weight, size } = style;
  const cache = advances[weight];
  return (text) => {
    let ems = 0;
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      let advance = cache.get(codePoint);
      if (advance === undefined) {
        const font = fontFile(faceFor(weight, codePoint) ?? PRIMARY_FACE, weight);
        advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
        cache.set(codePoint, advance);
      }
      ems += advance;
    }
    return ems * size;
  };
}

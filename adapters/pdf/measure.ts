import { fontFile } from './fonts.js';
import type { TextStyle } from './typography.js';

/** The width of a one-line text in points. */
export type Measure = (text: string) => number;

const advanceCaches = new Map<string, Map<number, number>>();

/**
 * Sums the glyphs' advance widths, cached per code point: shaping every word here as well cost
 * about a second per thousand pages. Drawn text is kerned, which in DejaVu Sans only narrows it,
 * so a line measured to fit does fit.
 */
export function measureIn(style: TextStyle): Measure {
  const font = fontFile(style.weight);
  const scale = style.size / font.unitsPerEm;
  let advances = advanceCaches.get(style.weight);
  if (!advances) {
    advances = new Map();
    advanceCaches.set(style.weight, advances);
  }
  const cache = advances;
  return (text) => {
    let units = 0;
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      let advance = cache.get(codePoint);
      if (advance === undefined) {
        advance = font.glyphForCodePoint(codePoint).advanceWidth;
        cache.set(codePoint, advance);
      }
      units += advance;
    }
    return units * scale;
  };
}

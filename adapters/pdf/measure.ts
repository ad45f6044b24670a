import { type FontFace, type FontWeight, faceFor, fontFile, PRIMARY_FACE } from './fonts.js';
import type { TextStyle } from './typography.js';

/** The width of a one-line text in points. */
export type Measure = (text: string) => number;

/** Advance widths in ems, per weight and code point, each in the face the character is printed in. */
const advances: Record<FontWeight, Map<number, number>> = { regular: new Map(), bold: new Map() };

/**
 * Sums the glyphs' advance widths, cached per code point: shaping every word here as well cost
 * about a second per thousand pages. A table's text is drawn as measured (glyph-text.ts); records
 * and badges are kerned, which in DejaVu Sans only narrows them, and ideographs are not kerned, so
 * a line measured to fit does fit.
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

/** Advance widths in ems per font file, for runs measured in the face they are drawn in. */
const runAdvances = new Map<string, Map<number, number>>();

/**
 * The width of a run as drawn in `face`: a space inside a CJK or Hebrew run is that face's space,
 * narrower than the primary face's that measureIn plans lines with.
 */
export function runWidth(face: FontFace, style: TextStyle, text: string): number {
  const font = fontFile(face, style.weight);
  const path = face.files[style.weight];
  let cache = runAdvances.get(path);
  if (!cache) {
    cache = new Map();
    runAdvances.set(path, cache);
  }
  let ems = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    let advance = cache.get(codePoint);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
      cache.set(codePoint, advance);
    }
    ems += advance;
  }
  return ems * style.size;
}

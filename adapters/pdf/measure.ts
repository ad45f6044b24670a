import {
  type FontFace,
  type FontWeight,
  faceFor,
  fontFile,
  fontRuns,
  isIgnorable,
  PRIMARY_FACE,
} from './fonts.js';
import type { TextStyle } from './typography.js';

/** The width of a one-line text in points. */
export type Measure = (text: string) => number;

/** Marks a character whose face is shaped: a text holding one is measured run by run, as shaped. */
const SHAPED = -1;

/** Advance widths in ems, per weight and code point, each in the face the character is printed in. */
const advances: Record<FontWeight, Map<number, number>> = { regular: new Map(), bold: new Map() };

/**
 * Sums the glyphs' advance widths, cached per code point: shaping every word here as well cost
 * about a second per thousand pages. Tables and records are drawn as measured (glyph-text.ts);
 * badges are kerned, which in DejaVu Sans only narrows them, and ideographs are not kerned, so
 * a line measured to fit does fit. A text holding a character of a shaped face (Indic scripts,
 * Thai, emoji…) is measured as it is drawn instead, each run in its face, shaped ones by fontkit.
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
        advance = advanceOf(weight, character, codePoint);
        cache.set(codePoint, advance);
      }
      if (advance === SHAPED) return shapedLineEms(weight, text) * size;
      ems += advance;
    }
    return ems * size;
  };
}

function advanceOf(weight: FontWeight, character: string, codePoint: number): number {
  const face = faceFor(weight, codePoint);
  if (face?.shaped) return SHAPED;
  if (!face && isIgnorable(character)) return 0;
  const font = fontFile(face ?? PRIMARY_FACE, weight);
  return font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
}

/** Widths in ems of texts holding shaped runs, per weight: a badge measures the same words at every size it tries. */
const shapedLines: Record<FontWeight, Map<string, number>> = { regular: new Map(), bold: new Map() };

/** A left-to-right text as canvas-painter.ts draws it, in ems: run by run, each as wide as drawnWidth says. */
function shapedLineEms(weight: FontWeight, text: string): number {
  const cache = shapedLines[weight];
  let ems = cache.get(text);
  if (ems === undefined) {
    const unit = { weight, size: 1 } as TextStyle;
    ems = fontRuns(text, weight).reduce((sum, run) => sum + drawnWidth(unit, run.face, run.text), 0);
    if (cache.size >= MAX_SHAPED_RUNS) cache.clear();
    cache.set(text, ems);
  }
  return ems;
}

/**
 * How far a run moves the pen: shaped by fontkit if its face is shaped or it is drawn whole (a
 * right-to-left run), else its characters' advances in its face (measured as drawn, unkerned).
 */
export function drawnWidth(style: TextStyle, face: FontFace, run: string, whole = false): number {
  if (whole) return shapedRunWidth(style, face, run);
  return face.shaped ? shapedWordsEms(face, style.weight, run) * style.size : runWidth(face, style, run);
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
      advance = isIgnorable(character) ? 0 : font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
      cache.set(codePoint, advance);
    }
    ems += advance;
  }
  return ems * style.size;
}

/** Beyond this many UTF-16 units a word is measured grapheme by grapheme: fontkit shapes a long text slowly. */
const LONG_WORD = 48;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A run of a shaped face as pdfkit draws it, in ems: word by word, each shaped by fontkit, with
 * the face's spaces between. A word too long for a line is the sum of its graphemes shaped one
 * by one; apart, a cluster of letters joined by a virama that Unicode does not keep in one
 * grapheme (Kannada, Tamil…) is wider than joined, so the sum only errs on the wide side.
 */
function shapedWordsEms(face: FontFace, weight: FontWeight, run: string): number {
  const font = fontFile(face, weight);
  const space = font.glyphForCodePoint(0x20).advanceWidth / font.unitsPerEm;
  let ems = 0;
  for (const word of run.split(' ')) {
    if (word === '') ems += space;
    else if (word.length <= LONG_WORD) ems += shapedEms(face, weight, word) + space;
    else {
      for (const { segment } of graphemes.segment(word)) ems += shapedEms(face, weight, segment);
      ems += space;
    }
  }
  return ems - space;
}

/** Shaped widths in ems per font file and run: a table repeats the same texts. */
const shapedRuns = new Map<string, number>();
/** Beyond this many runs the cache starts anew, so a document of distinct texts cannot grow it. */
const MAX_SHAPED_RUNS = 10_000;

function shapedRunWidth(style: TextStyle, face: FontFace, run: string): number {
  return shapedEms(face, style.weight, run) * style.size;
}

function shapedEms(face: FontFace, weight: FontWeight, text: string): number {
  const key = `${face.files[weight]}\n${text}`;
  let ems = shapedRuns.get(key);
  if (ems === undefined) {
    const font = fontFile(face, weight);
    ems = font.layout(text).advanceWidth / font.unitsPerEm;
    if (shapedRuns.size >= MAX_SHAPED_RUNS) shapedRuns.clear();
    shapedRuns.set(key, ems);
  }
  return ems;
}

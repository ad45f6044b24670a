import { type Font, openSync } from 'fontkit';
import {
  EMOJI,
  EMOJI_FACE,
  FALLBACK_FACES,
  type FontFace,
  type FontWeight,
  PRIMARY_FACE,
} from './font-faces.js';
import { tolerateNullAnchors } from './null-anchors.js';

export { FALLBACK_FACES, type FontFace, type FontWeight, PRIMARY_FACE } from './font-faces.js';

const opened = new Map<string, Font>();

/** The parsed font, once per thread: glyph checks and measuring read the very files pdfkit embeds. */
export function fontFile(face: FontFace, weight: FontWeight): Font {
  const path = face.files[weight];
  let font = opened.get(path);
  if (!font) {
    font = openSync(path);
    tolerateNullAnchors(font);
    opened.set(path, font);
  }
  return font;
}

/** Newline and tab are laid out, not drawn (see layoutWhitespace): they belong to the primary face. */
const LAYOUT_CHARACTERS = new Set([0x0a, 0x0d, 0x09]);

/**
 * Invisible characters that only steer shaping (joiners, variation selectors, direction marks,
 * tags): fontkit's shaping draws them as nothing, with or without a glyph. Not the Hangul
 * fillers, which it draws.
 */
const IGNORABLE = /^(?![\u115f\u1160\u3164\uffa0])\p{Default_Ignorable_Code_Point}$/u;

export function isIgnorable(character: string): boolean {
  return IGNORABLE.test(character);
}

const chosen: Record<FontWeight, Map<number, FontFace | null>> = { regular: new Map(), bold: new Map() };

/**
 * The face a character is printed in: a fallback made for its script if that has the glyph, else
 * the primary face if it has, else any bundled face that has; undefined when none has, or the
 * character is private-use or unassigned (the document is refused unless it is ignorable).
 */
export function faceFor(weight: FontWeight, codePoint: number): FontFace | undefined {
  let face = chosen[weight].get(codePoint);
  if (face === undefined) {
    face = LAYOUT_CHARACTERS.has(codePoint) ? PRIMARY_FACE : findFace(weight, codePoint);
    chosen[weight].set(codePoint, face);
  }
  return face ?? undefined;
}

/**
 * Private-use and unassigned code points mean nothing a font could know: some faces draw a
 * glyph of their own there (a logo, an alternate form), which is not what the user typed.
 */
const MEANINGLESS = /^[\p{Co}\p{Cn}]$/u;

function findFace(weight: FontWeight, codePoint: number): FontFace | null {
  const character = String.fromCodePoint(codePoint);
  if (MEANINGLESS.test(character)) return null;
  const has = (face: FontFace) => fontFile(face, weight).hasGlyphForCodePoint(codePoint);
  for (const face of FALLBACK_FACES) {
    if (face.script?.test(character) && has(face)) return face;
  }
  if (has(PRIMARY_FACE)) return PRIMARY_FACE;
  return FALLBACK_FACES.find((face) => !face.script?.test(character) && has(face)) ?? null;
}

/** Whether the face has a glyph for every character of the grapheme that is not ignorable. */
function covers(face: FontFace, weight: FontWeight, grapheme: string): boolean {
  const font = fontFile(face, weight);
  for (const character of grapheme) {
    if (!isIgnorable(character) && !font.hasGlyphForCodePoint(character.codePointAt(0)!)) return false;
  }
  return true;
}

/** A stretch of text printed in one face. */
export interface FontRun {
  readonly face: FontFace;
  readonly text: string;
}

/** Below the Armenian letters the fallbacks lack, every character that passed the glyph check is in the primary face. */
const PRIMARY_ONLY = /^[\0-\u055f]*$/;
/** Punctuation, digits and marks shared by scripts: kept in a shaped face's run when it has them (the danda after Bengali). */
const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A text cut where its face changes, grapheme by grapheme, so a base letter and its marks,
 * joiners and selectors are shaped together; a character no face has stays in the run before it.
 */
export function fontRuns(text: string, weight: FontWeight): FontRun[] {
  if (PRIMARY_ONLY.test(text)) return [{ face: PRIMARY_FACE, text }];
  const runs: FontRun[] = [];
  let face = PRIMARY_FACE;
  let run = '';
  const add = (next: FontFace, piece: string) => {
    if (next !== face && run !== '') {
      runs.push({ face, text: run });
      run = '';
    }
    face = next;
    run += piece;
  };
  for (const { segment } of graphemes.segment(text)) {
    const next = graphemeFace(weight, segment, face, run !== '');
    if (next) add(next, segment);
    else for (const character of segment) add(faceFor(weight, character.codePointAt(0)!) ?? face, character);
  }
  if (run !== '' || runs.length === 0) runs.push({ face, text: run });
  return runs;
}

/** The face of a whole grapheme, or undefined when its characters go to faces of their own. */
function graphemeFace(
  weight: FontWeight,
  grapheme: string,
  current: FontFace,
  inRun: boolean,
): FontFace | undefined {
  // A space stays in the run it follows, so a word-spaced text is one run, shaped and reordered
  // as one, unless that face's space is wider than the primary face's it is measured by.
  if (grapheme === ' ') return inRun && narrowSpace(current, weight) ? current : PRIMARY_FACE;
  if (EMOJI.test(grapheme) && covers(EMOJI_FACE, weight, grapheme)) return EMOJI_FACE;
  const base = faceFor(weight, grapheme.codePointAt(0)!);
  if (!base) return undefined;
  if (inRun && current !== base && current.shaped && SHARED.test(grapheme) && base !== PRIMARY_FACE) {
    if (covers(current, weight, grapheme)) return current;
  }
  return covers(base, weight, grapheme) ? base : undefined;
}

const narrowSpaces = new Map<string, boolean>();

function narrowSpace(face: FontFace, weight: FontWeight): boolean {
  const path = face.files[weight];
  let narrow = narrowSpaces.get(path);
  if (narrow === undefined) {
    const em = (font: Font) => font.glyphForCodePoint(0x20).advanceWidth / font.unitsPerEm;
    narrow = em(fontFile(face, weight)) <= em(fontFile(PRIMARY_FACE, weight));
    narrowSpaces.set(path, narrow);
  }
  return narrow;
}

/** How far below the primary face's the face's ascent puts a line's top: pdfkit places text by it. */
export function ascentShift(face: FontFace, weight: FontWeight, size: number): number {
  if (face === PRIMARY_FACE) return 0;
  const primary = fontFile(PRIMARY_FACE, weight);
  const font = fontFile(face, weight);
  return (primary.ascent / primary.unitsPerEm - font.ascent / font.unitsPerEm) * size;
}

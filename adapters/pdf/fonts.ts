import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Font, openSync } from 'fontkit';

export type FontWeight = 'regular' | 'bold';

/** A font family as printed: its files per weight and, for a fallback, the characters it is for. */
export interface FontFace {
  readonly family: string;
  readonly files: Readonly<Record<FontWeight, string>>;
  /** Characters this face is consulted for, before the primary face; none on the primary. */
  readonly script?: RegExp;
}

/** Resolved like a module, so the sources and the compiled dist/ tree find the same installed files. */
const packageFolder = (name: string) =>
  dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

const dejaVu = join(packageFolder('dejavu-fonts-ttf'), 'ttf');

/**
 * Latin, Greek, Cyrillic, Arabic and most symbols; every text starts in this face. Its Arabic
 * letters shape into whole glyphs: Noto Sans Arabic builds them from a skeleton and dots that
 * react-pdf's text engine drops or misplaces.
 */
export const PRIMARY_FACE: FontFace = {
  family: 'DejaVu Sans',
  files: { regular: join(dejaVu, 'DejaVuSans.ttf'), bold: join(dejaVu, 'DejaVuSans-Bold.ttf') },
};

function noto(name: string, script: RegExp): FontFace {
  const stem = `NotoSans${name}`;
  const folder = packageFolder(`@expo-google-fonts/noto-sans-${name.toLowerCase()}`);
  return {
    family: `Noto Sans ${name}`,
    files: {
      regular: join(folder, '400Regular', `${stem}_400Regular.ttf`),
      bold: join(folder, '700Bold', `${stem}_700Bold.ttf`),
    },
    script,
  };
}

/**
 * Fallback faces, each drawn only for its scripts (by Unicode script extension, so shared
 * punctuation of a script goes with it) and opened only when a document holds such a character.
 * Noto Sans SC covers every unified ideograph and the kana, so it prints Chinese and Japanese;
 * Noto Sans KR prints Hangul.
 */
export const FALLBACK_FACES: readonly FontFace[] = [
  noto('Hebrew', /\p{Script_Extensions=Hebrew}/u),
  noto('KR', /\p{Script_Extensions=Hangul}/u),
  noto(
    'SC',
    /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Bopomofo}\u3000-\u303f\uff00-\uffef]/u,
  ),
];

const opened = new Map<string, Font>();

/** The parsed font, once per thread: glyph checks and measuring read the very files react-pdf embeds. */
export function fontFile(face: FontFace, weight: FontWeight): Font {
  const path = face.files[weight];
  let font = opened.get(path);
  if (!font) {
    font = openSync(path);
    opened.set(path, font);
  }
  return font;
}

/** Newline and tab are laid out, not drawn (see layoutWhitespace): they belong to the primary face. */
const LAYOUT_CHARACTERS = new Set([0x0a, 0x0d, 0x09]);

const chosen: Record<FontWeight, Map<number, FontFace | null>> = { regular: new Map(), bold: new Map() };

/**
 * The face a character is printed in: a fallback made for its script if that has the glyph, else
 * the primary face if it has; undefined when no bundled font has it (the document is refused).
 */
export function faceFor(weight: FontWeight, codePoint: number): FontFace | undefined {
  let face = chosen[weight].get(codePoint);
  if (face === undefined) {
    face = LAYOUT_CHARACTERS.has(codePoint) ? PRIMARY_FACE : findFace(weight, codePoint);
    chosen[weight].set(codePoint, face);
  }
  return face ?? undefined;
}

function findFace(weight: FontWeight, codePoint: number): FontFace | null {
  const character = String.fromCodePoint(codePoint);
  for (const face of FALLBACK_FACES) {
    if (face.script!.test(character) && fontFile(face, weight).hasGlyphForCodePoint(codePoint)) return face;
  }
  return fontFile(PRIMARY_FACE, weight).hasGlyphForCodePoint(codePoint) ? PRIMARY_FACE : null;
}

/** A stretch of text printed in one face. */
export interface FontRun {
  readonly face: FontFace;
  readonly text: string;
}

/** Below the Hebrew block every character that passed the glyph check is in the primary face. */
const PRIMARY_ONLY = /^[\0-\u058f]*$/;

/** A text cut where its face changes; a character no face has stays in the run before it. */
export function fontRuns(text: string, weight: FontWeight): FontRun[] {
  if (PRIMARY_ONLY.test(text)) return [{ face: PRIMARY_FACE, text }];
  const runs: FontRun[] = [];
  let face = PRIMARY_FACE;
  let run = '';
  for (const character of text) {
    let next = faceFor(weight, character.codePointAt(0)!) ?? face;
    // A space stays in the run it follows, so a word-spaced CJK or Hebrew text is one run, shaped
    // and reordered as one: every face has one, no wider than the primary face's it is measured by.
    if (character === ' ' && run !== '') next = face;
    if (next !== face && run !== '') {
      runs.push({ face, text: run });
      run = '';
    }
    face = next;
    run += character;
  }
  if (run !== '' || runs.length === 0) runs.push({ face, text: run });
  return runs;
}

/** How far below the primary face's the face's ascent puts a line's top: pdfkit places text by it. */
export function ascentShift(face: FontFace, weight: FontWeight, size: number): number {
  if (face === PRIMARY_FACE) return 0;
  const primary = fontFile(PRIMARY_FACE, weight);
  const font = fontFile(face, weight);
  return (primary.ascent / primary.unitsPerEm - font.ascent / font.unitsPerEm) * size;
}

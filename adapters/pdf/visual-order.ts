import bidiModule, { type Bidi } from 'bidi-js';

// The package's types declare an ES default export, but it is CommonJS whose module.exports is
// the factory itself, which is what Node hands an ES import as the default.
const bidi = (bidiModule as unknown as () => Bidi)();

/**
 * Whether a paragraph reads from the right: its first letter with a direction, outside
 * isolates, is right-to-left (rules P2 and P3 of the bidirectional algorithm).
 */
export function isRightToLeftParagraph(paragraph: string): boolean {
  return bidi.getEmbeddingLevels(paragraph).paragraphs[0]?.level === 1;
}

/** fontkit lays a run holding one of these out right to left. */
const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A stretch of a line drawn in one direction. */
export interface VisualPiece {
  readonly text: string;
  readonly rightToLeft: boolean;
}

/**
 * One planned line cut into the pieces it is drawn in, left to right, by the Unicode
 * bidirectional algorithm, at the direction of the paragraph it comes from; each piece's text in
 * logical order, its brackets mirrored if it is right-to-left. Digits inside right-to-left text
 * make a left-to-right piece of their own.
 */
export function visualPieces(line: string, rightToLeft: boolean): VisualPiece[] {
  const levels = bidi.getEmbeddingLevels(line, rightToLeft ? 'rtl' : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  // Code units, not code points: bidi-js indexes the string as JavaScript does.
  const order = Array.from({ length: line.length }, (_, index) => index);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, levels)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const pieces: { start: number; end: number; level: number }[] = [];
  for (const index of order) {
    const level = levels.levels[index]!;
    const last = pieces.at(-1);
    const next = level % 2 === 1 ? -1 : 1;
    if (last && last.level === level && index === last.end + next) last.end = index;
    else pieces.push({ start: index, end: index, level });
  }
  return pieces.map(({ start, end, level }) => {
    const [from, to] = start <= end ? [start, end] : [end, start];
    let text = '';
    for (let index = from; index <= to; index += 1) text += mirrored.get(index) ?? line[index];
    return { text, rightToLeft: level % 2 === 1 };
  });
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A right-to-left run as fontkit should get it: it reverses a run holding a right-to-left
 * letter itself, and one without, such as `),` or an emoji, is reversed here, grapheme by
 * grapheme so that a sequence such as 👍🏽 stays whole.
 */
export function forFontkit(run: string): string {
  if (RIGHT_TO_LEFT_LETTER.test(run)) return run;
  return Array.from(graphemes.segment(run), ({ segment }) => segment)
    .reverse()
    .join('');
}

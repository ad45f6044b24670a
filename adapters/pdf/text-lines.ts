import { needsBidi } from './bidi.js';
import type { Measure } from './measure.js';
import { layoutWhitespace } from './typography.js';
import { isRightToLeftParagraph } from './visual-order.js';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Opens each line of a right-to-left paragraph, which is drawn right-aligned and ordered from
 * the right even where the line itself starts with a left-to-right word. A planned line never
 * holds a carriage return otherwise (layoutWhitespace), and a table keeps its lines as strings.
 */
const RIGHT_TO_LEFT_LINE = '\r';

/** A line of text as planned, marked if its paragraph reads from the right. */
export function markLine(text: string, rightToLeft: boolean): string {
  return rightToLeft ? `${RIGHT_TO_LEFT_LINE}${text}` : text;
}

/** A planned line as drawn: its text, and whether its paragraph reads from the right. */
export function readLine(line: string): { readonly text: string; readonly rightToLeft: boolean } {
  return line.startsWith(RIGHT_TO_LEFT_LINE)
    ? { text: line.slice(RIGHT_TO_LEFT_LINE.length), rightToLeft: true }
    : { text: line, rightToLeft: false };
}

/**
 * Breaks a text into lines no wider than `width`: at spaces (the space at a break becomes the line
 * break), and inside a word only where the word alone is wider than a line, between graphemes.
 * Every newline ends a line. No other character is dropped, added or reordered. A line of a
 * right-to-left paragraph (its first letter with a direction is right-to-left) is marked so
 * (readLine).
 */
export function breakLines(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of layoutWhitespace(text).split('\n')) {
    const rightToLeft = needsBidi(paragraph) && isRightToLeftParagraph(paragraph);
    for (const line of breakParagraph(paragraph, width, measure)) lines.push(markLine(line, rightToLeft));
  }
  return lines;
}

function breakParagraph(paragraph: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  const [first = '', ...rest] = paragraph.split(' ');
  let line = first;
  let lineWidth = measure(first);
  const startLine = (word: string, wordWidth: number): void => {
    if (wordWidth <= width) {
      line = word;
      lineWidth = wordWidth;
      return;
    }
    const pieces = splitBetweenGraphemes(word, width, measure);
    line = pieces.pop()!;
    lineWidth = measure(line);
    lines.push(...pieces);
  };
  startLine(line, lineWidth);
  for (const word of rest) {
    const wordWidth = measure(word);
    if (lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
    } else {
      lines.push(line);
      startLine(word, wordWidth);
    }
  }
  lines.push(line);
  return lines;
}

/** Characters a long word or URL reads well broken after: path, query and compound separators. */
const BREAK_AFTER = new Set(['/', '-', '?', '&', '=', '.', '_', ',', ';']);
/** A break after one of them is taken only if it keeps at least this share of the line. */
const MIN_FILL = 0.6;

/**
 * Greedy: each piece is filled up to the width, then ends after the last separator in its
 * fuller part (`https://host/path/` + `rest`), or else between two graphemes. A single grapheme
 * wider than a line gets a line of its own. Shaped text may be wider whole than its graphemes
 * one by one, so each piece is measured again and gives graphemes to the next while too wide.
 */
function splitBetweenGraphemes(word: string, width: number, measure: Measure): string[] {
  const pieces = fillPieces(word, width, measure);
  for (let index = 0; index < pieces.length; index += 1) {
    const kept = Array.from(graphemes.segment(pieces[index]!), ({ segment }) => segment);
    let moved = '';
    for (let excess = measure(pieces[index]!) - width; excess > 0 && kept.length > 1; ) {
      // Graphemes worth the excess go at once; the rest is measured whole again.
      for (let freed = 0; freed < excess && kept.length > 1; ) {
        const last = kept.pop()!;
        freed += measure(last);
        moved = last + moved;
      }
      excess = measure(kept.join('')) - width;
    }
    if (moved === '') continue;
    pieces[index] = kept.join('');
    if (index + 1 < pieces.length) pieces[index + 1] = moved + pieces[index + 1];
    else pieces.push(moved);
  }
  return pieces;
}

function fillPieces(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  /** Where the piece may end after a separator (0: nowhere), and its width up to there. */
  let breakAt = 0;
  let breakWidth = 0;
  for (const { segment } of graphemes.segment(word)) {
    const segmentWidth = measure(segment);
    if (piece !== '' && pieceWidth + segmentWidth > width) {
      const cut = breakAt > 0 ? breakAt : piece.length;
      pieces.push(piece.slice(0, cut));
      piece = piece.slice(cut);
      pieceWidth = breakAt > 0 ? pieceWidth - breakWidth : 0;
      breakAt = 0;
      breakWidth = 0;
    }
    piece += segment;
    pieceWidth += segmentWidth;
    if (BREAK_AFTER.has(segment) && pieceWidth >= width * MIN_FILL && pieceWidth <= width) {
      breakAt = piece.length;
      breakWidth = pieceWidth;
    }
  }
  pieces.push(piece);
  return pieces;
}

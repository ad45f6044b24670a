import type { Measure } from './measure.js';
import { layoutWhitespace } from './typography.js';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Breaks a text into lines no wider than `width`: at spaces (the space at a break becomes the line
 * break), and inside a word only where the word alone is wider than a line, between graphemes.
 * Every newline ends a line. No other character is dropped, added or reordered.
 */
export function breakLines(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of layoutWhitespace(text).split('\n')) {
    lines.push(...breakParagraph(paragraph, width, measure));
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
 * wider than a line gets a line of its own.
 */
function splitBetweenGraphemes(word: string, width: number, measure: Measure): string[] {
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

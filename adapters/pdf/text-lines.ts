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

/** Greedy, so every piece but the last is full; a single grapheme wider than a line gets a line of its own. */
function splitBetweenGraphemes(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const { segment } of graphemes.segment(word)) {
    const segmentWidth = measure(segment);
    if (piece !== '' && pieceWidth + segmentWidth > width) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += segment;
    pieceWidth += segmentWidth;
  }
  pieces.push(piece);
  return pieces;
}

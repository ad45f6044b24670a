import { Text } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { fontRuns, PRIMARY_FACE } from './fonts.js';
import { type TextStyle, textProperties } from './typography.js';

/** Characters of right-to-left scripts and the controls that open a right-to-left run. */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\u200f\u202b\u202e\u2067]/u;

/** Shaped right-to-left text may come out a little wider than its characters' advances add up to. */
export const SHAPING_ALLOWANCE = 0.97;

/**
 * Whether a text needs the Unicode bidirectional algorithm, which react-pdf's text engine applies
 * and pdfkit's plain text calls do not: canvas lines holding such text are put in order by
 * visual-order.ts, page-per-record documents go through the text engine.
 */
export function needsBidi(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

/**
 * A Text whose runs each name the face that has their glyphs, as the canvas writes them; a list
 * of families would make react-pdf load every face in it, the CJK ones included.
 */
export function runText(style: TextStyle, content: string, layout: object = {}): ReactElement {
  const runs = fontRuns(content, style.weight);
  const props = { ...textProperties(style), ...layout, fontFamily: PRIMARY_FACE.family };
  if (runs.length === 1) return h(Text, { style: { ...props, fontFamily: runs[0]!.face.family } }, content);
  return h(
    Text,
    { style: props },
    ...runs.map(({ face, text }) => h(Text, { style: { fontFamily: face.family } }, text)),
  );
}

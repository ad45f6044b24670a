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
 * and pdfkit's plain text calls do not: drawn with those, it would read backwards.
 */
export function needsBidi(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

export interface OverlayBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
}

/**
 * Lines a canvas page cannot draw in the right order, laid over it as a react-pdf Text at the
 * place the canvas would have drawn them: only these few go through the slower text engine.
 */
export function bidiOverlay(
  lines: readonly string[],
  style: TextStyle,
  box: OverlayBox,
  align: 'left' | 'center',
): ReactElement {
  return runText(style, lines.join('\n'), {
    position: 'absolute',
    left: box.left,
    top: box.top,
    width: box.width,
    textAlign: align,
  });
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

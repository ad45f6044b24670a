import type { FontWeight } from './fonts.js';

export interface TextStyle {
  readonly weight: FontWeight;
  /** Font size in points. */
  readonly size: number;
  /** Distance between the tops of two lines, in points. */
  readonly leading: number;
  readonly color: string;
}

const INK = '#000000';
const MUTED = '#555555';

/** Every kind of text the layouts print; the glyph check reads the weights from here too. */
export const TYPE = {
  title: { weight: 'bold', size: 18, leading: 23, color: INK },
  subtitle: { weight: 'regular', size: 9, leading: 12, color: MUTED },
  heading: { weight: 'bold', size: 14, leading: 18, color: INK },
  continued: { weight: 'bold', size: 10, leading: 14, color: MUTED },
  label: { weight: 'bold', size: 8, leading: 11, color: MUTED },
  value: { weight: 'regular', size: 10, leading: 13.5, color: INK },
  footer: { weight: 'regular', size: 8, leading: 10, color: MUTED },
  columnHeader: { weight: 'bold', size: 8, leading: 10.5, color: INK },
  cell: { weight: 'regular', size: 8, leading: 10.5, color: INK },
  badgeTitle: { weight: 'bold', size: 10, leading: 13, color: MUTED },
  badgeName: { weight: 'bold', size: 22, leading: 26, color: INK },
  badgeCompany: { weight: 'regular', size: 12, leading: 15, color: INK },
} as const satisfies Record<string, TextStyle>;

/** ISO 216 A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const A4_LANDSCAPE = { width: A4.height, height: A4.width } as const;

const TAB = '    ';

/** Newlines and tabs are layout, not glyphs: one line break for any newline convention, a tab as four spaces. */
export function layoutWhitespace(text: string): string {
  return text.replace(/\r\n?/g, '\n').replaceAll('\t', TAB);
}

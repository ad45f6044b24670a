import { Document, type DocumentProps, Page, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { BadgeCard, PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import { FONT_FAMILY } from './fonts.js';
import { measureIn } from './measure.js';
import { breakLines } from './text-lines.js';
import { A4, layoutWhitespace, type TextStyle, TYPE, textProperties } from './typography.js';

type BadgesDocument = Extract<PrintDocument, { layout: 'badges' }>;

const BADGES_PER_PAGE = 8;

const MARGIN = 24;
const PADDING = 14;
const CUT_LINE = 0.75;
// The grid's own top and left cut lines take room too; rounded down so a rounding error never
// pushes the fourth row onto another page.
const CELL = {
  width: Math.floor(((A4.width - 2 * MARGIN - CUT_LINE) / 2) * 100) / 100,
  height: Math.floor(((A4.height - 2 * MARGIN - CUT_LINE) / 4) * 100) / 100,
};
/** Room for the lines inside a badge, a little narrower than the cell: react-pdf measures the lines again its own way. */
const ROOM = {
  width: (CELL.width - 2 * PADDING - CUT_LINE) * 0.98,
  height: CELL.height - 2 * PADDING - CUT_LINE,
};
const GAP_AFTER_TITLE = 12;
const GAP_BEFORE_COMPANY = 8;
/** Tried in order until the badge fits; names up to 511 characters fit at the smallest. */
const SCALES = [1, 0.82, 0.68, 0.55, 0.45, 0.36, 0.28];

/** Dashed lines to cut along; each cell draws its right and bottom edges, the grid its top and left. */
const CUT = { borderStyle: 'dashed', borderColor: '#999999', borderWidth: 0 } as const;
const PAGE = { fontFamily: FONT_FAMILY, padding: MARGIN } as const;
const GRID = {
  ...CUT,
  flexDirection: 'row',
  flexWrap: 'wrap',
  borderTopWidth: CUT_LINE,
  borderLeftWidth: CUT_LINE,
} as const;
const BADGE = {
  ...CUT,
  borderRightWidth: CUT_LINE,
  borderBottomWidth: CUT_LINE,
  width: CELL.width,
  height: CELL.height,
  padding: PADDING,
  justifyContent: 'center',
  alignItems: 'center',
} as const;

/** A4 sheets of eight badges, two across and four down, each with its title, the name and the company. */
export function badgesDocument(document: BadgesDocument): ReactElement<DocumentProps> {
  const sheets: BadgeCard[][] = [];
  for (let start = 0; start < document.badges.length; start += BADGES_PER_PAGE) {
    sheets.push(document.badges.slice(start, start + BADGES_PER_PAGE));
  }
  const pages =
    sheets.length === 0
      ? [
          h(
            Page,
            { size: 'A4', style: PAGE },
            h(Text, { style: textProperties(TYPE.heading) }, layoutWhitespace(document.title)),
            h(Text, { style: textProperties(TYPE.value) }, layoutWhitespace(document.emptyMessage)),
          ),
        ]
      : sheets.map((sheet) =>
          h(Page, { size: 'A4', style: PAGE }, h(View, { style: GRID }, ...sheet.map(badge))),
        );
  return h(Document, { title: document.title }, ...pages);
}

interface Block {
  readonly style: TextStyle;
  readonly lines: readonly string[];
  readonly gapBefore: number;
}

function badge(card: BadgeCard): ReactElement {
  return h(
    View,
    { style: BADGE },
    ...fitToCell(card).map(({ style, lines, gapBefore }) =>
      h(
        Text,
        { style: { ...textProperties(style), textAlign: 'center', marginTop: gapBefore } },
        lines.join('\n'),
      ),
    ),
  );
}

/**
 * Breaks the lines here rather than in react-pdf, to shrink the whole badge until it fits its cell:
 * the largest size that keeps the name on two lines, else the largest that fits at all.
 */
function fitToCell(card: BadgeCard): Block[] {
  const layouts = SCALES.map((scale) => blocksAt(card, scale));
  const height = (blocks: Block[]) =>
    blocks.reduce((sum, b) => sum + b.gapBefore + b.lines.length * b.style.leading, 0);
  const fits = layouts.filter((blocks) => height(blocks) <= ROOM.height);
  return fits.find((blocks) => blocks[1]!.lines.length <= 2) ?? fits[0] ?? layouts.at(-1)!;
}

function blocksAt(card: BadgeCard, scale: number): Block[] {
  const block = (type: TextStyle, text: string, gapBefore: number): Block => {
    const style = { ...type, size: type.size * scale, leading: type.leading * scale };
    return { style, lines: breakLines(text, ROOM.width, measureIn(style)), gapBefore: gapBefore * scale };
  };
  return [
    block(TYPE.badgeTitle, card.title, 0),
    block(TYPE.badgeName, card.name, GAP_AFTER_TITLE),
    ...(card.company === null ? [] : [block(TYPE.badgeCompany, card.company, GAP_BEFORE_COMPANY)]),
  ];
}

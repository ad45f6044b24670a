import { Canvas, Document, type DocumentProps, Page } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { BadgeCard, PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import { fitCard } from './badge-lines.js';
import { lineWidth, type Painter, write } from './canvas-painter.js';
import { measureIn } from './measure.js';
import { breakLines } from './text-lines.js';
import { A4, type TextStyle, TYPE } from './typography.js';

type BadgesDocument = Extract<PrintDocument, { layout: 'badges' }>;

const BADGES_PER_PAGE = 8;
const MARGIN = 24;
const PADDING = 14;
export const BADGE_CELL = { width: (A4.width - 2 * MARGIN) / 2, height: (A4.height - 2 * MARGIN) / 4 };
/** Room for a card's lines inside its cell. */
export const BADGE_ROOM = { width: BADGE_CELL.width - 2 * PADDING, height: BADGE_CELL.height - 2 * PADDING };
const FULL_PAGE = { width: A4.width, height: A4.height } as const;
const CUT_COLOR = '#999999';

/**
 * A4 sheets of eight badges, two across and four down, each with its title, the name and the
 * company, centred in its cell, with dashed lines to cut along. Each line is fitted on its own
 * (badge-lines.ts) and drawn where it was planned, so no text can run into another.
 */
export function badgesDocument(document: BadgesDocument): ReactElement<DocumentProps> {
  const sheets: BadgeCard[][] = [];
  for (let start = 0; start < document.badges.length; start += BADGES_PER_PAGE) {
    sheets.push(document.badges.slice(start, start + BADGES_PER_PAGE));
  }
  const page = (paint: (painter: Painter) => void) =>
    h(
      Page,
      { size: 'A4', wrap: false },
      h(Canvas, {
        style: FULL_PAGE,
        paint: (painter: Painter) => {
          paint(painter);
          return null;
        },
      }),
    );
  const pages =
    sheets.length === 0
      ? [page((painter) => paintEmpty(painter, document))]
      : sheets.map((sheet) => {
          const placed = sheet.flatMap((card, index) => placeCard(card, index));
          return page((painter) => {
            paintCutLines(painter);
            for (const line of placed) write(painter, line.style, line.text, line.left, line.top);
          });
        });
  return h(Document, { title: document.title }, ...pages);
}

function paintEmpty(painter: Painter, document: BadgesDocument): void {
  let top = MARGIN;
  for (const [style, text] of [
    [TYPE.heading, document.title],
    [TYPE.value, document.emptyMessage],
  ] as const) {
    for (const line of breakLines(text, A4.width - 2 * MARGIN, measureIn(style))) {
      write(painter, style, line, MARGIN, top, A4.width - 2 * MARGIN);
      top += style.leading;
    }
  }
}

function paintCutLines(painter: Painter): void {
  // react-pdf's painter has no undash: the dash ends with the saved state.
  painter.save().dash(3, { space: 3 }).lineWidth(0.75).strokeColor(CUT_COLOR);
  for (let column = 0; column <= 2; column += 1) {
    const x = MARGIN + column * BADGE_CELL.width;
    painter
      .moveTo(x, MARGIN)
      .lineTo(x, A4.height - MARGIN)
      .stroke();
  }
  for (let row = 0; row <= 4; row += 1) {
    const y = MARGIN + row * BADGE_CELL.height;
    painter
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .stroke();
  }
  painter.restore();
}

interface PlacedLine {
  readonly text: string;
  readonly style: TextStyle;
  readonly left: number;
  readonly top: number;
}

/** Where each line of a card goes: centred in its cell, the card's lines stacked in the middle. */
function placeCard(card: BadgeCard, index: number): PlacedLine[] {
  const cellLeft = MARGIN + (index % 2) * BADGE_CELL.width;
  const cellTop = MARGIN + Math.floor(index / 2) * BADGE_CELL.height;
  const fitted = fitCard(card, BADGE_ROOM);
  const placed: PlacedLine[] = [];
  let top = cellTop + (BADGE_CELL.height - fitted.height) / 2;
  for (const block of fitted.blocks) {
    top += block.gapBefore;
    for (const text of block.lines) {
      // Centred by its width as drawn: shaped where its text is.
      const width = lineWidth(block.style, text);
      placed.push({ text, style: block.style, left: cellLeft + (BADGE_CELL.width - width) / 2, top });
      top += block.style.leading;
    }
  }
  return placed;
}

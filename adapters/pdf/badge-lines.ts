import type { BadgeCard } from '../../application/printing/ports/pdf-renderer.js';
import { needsBidi, SHAPING_ALLOWANCE } from './bidi.js';
import { measureIn } from './measure.js';
import { breakLines } from './text-lines.js';
import { type TextStyle, TYPE } from './typography.js';

/** How far one line of a card may shrink on its own before it wraps instead. */
interface LineRule {
  readonly style: TextStyle;
  /** The smallest size it stays on one line at. */
  readonly floor: number;
  readonly gapBefore: number;
}

const TITLE: LineRule = { style: TYPE.badgeTitle, floor: 8, gapBefore: 0 };
const NAME: LineRule = { style: TYPE.badgeName, floor: 14, gapBefore: 12 };
const COMPANY: LineRule = { style: TYPE.badgeCompany, floor: 9, gapBefore: 8 };

/** Below this no text is printed: a wrapped line takes more lines at this size instead. */
export const MIN_BADGE_SIZE = 8;
const STEP = 0.5;

/** One text of a card at the size it was fitted to, broken into its lines. */
export interface FittedBlock {
  readonly style: TextStyle;
  readonly lines: readonly string[];
  readonly gapBefore: number;
}

/**
 * One text of a card, fitted to `width` by itself: the largest size down to its floor at which it
 * stays on one line; else the largest size down to the minimum at which it wraps onto two; else
 * as many lines as it takes at the minimum. Never cut, never touching another text's size.
 */
export function fitLine(text: string, rule: LineRule, width: number, minimum = MIN_BADGE_SIZE): FittedBlock {
  const room = needsBidi(text) ? width * SHAPING_ALLOWANCE : width;
  const at = (size: number) => {
    const style = { ...rule.style, size, leading: (rule.style.leading * size) / rule.style.size };
    return { style, lines: breakLines(text, room, measureIn(style)), gapBefore: rule.gapBefore };
  };
  for (let size = rule.style.size; size >= rule.floor; size -= STEP) {
    const block = at(size);
    if (block.lines.length === 1) return block;
  }
  for (let size = rule.style.size; size > minimum; size -= STEP) {
    const block = at(size);
    if (block.lines.length <= 2) return block;
  }
  return at(minimum);
}

/** The smallest size a name of hundreds of characters goes down to, to stay whole inside its card. */
const LAST_RESORT_SIZE = 3;

/**
 * A card's texts, each fitted on its own, and the height they take stacked. Only a name too long
 * to fit the card even at the minimum size goes below it, so that it is never cut.
 */
export function fitCard(card: BadgeCard, room: { width: number; height: number }): FittedCard {
  const title = fitLine(card.title, TITLE, room.width);
  const company = card.company === null ? [] : [fitLine(card.company, COMPANY, room.width)];
  let fitted = stack([title, fitLine(card.name, NAME, room.width), ...company]);
  for (
    let minimum = MIN_BADGE_SIZE - STEP;
    fitted.height > room.height && minimum >= LAST_RESORT_SIZE;
    minimum -= STEP
  ) {
    fitted = stack([title, fitLine(card.name, NAME, room.width, minimum), ...company]);
  }
  return fitted;
}

export interface FittedCard {
  readonly blocks: readonly FittedBlock[];
  readonly height: number;
}

function stack(blocks: FittedBlock[]): FittedCard {
  return {
    blocks,
    height: blocks.reduce((sum, b) => sum + b.gapBefore + b.lines.length * b.style.leading, 0),
  };
}

import { describe, expect, test } from 'vitest';
import { fitCard, fitLine, MIN_BADGE_SIZE } from '../../../adapters/pdf/badge-lines.js';
import { BADGE_ROOM } from '../../../adapters/pdf/badges-document.js';
import { measureIn } from '../../../adapters/pdf/measure.js';
import {
  cellLines,
  layoutColumns,
  placeRows,
  TABLE_FRAME,
  TablePlanner,
} from '../../../adapters/pdf/table-pages.js';
import { TYPE } from '../../../adapters/pdf/typography.js';
import { badge, inBatchesNow, TASKS_TABLE, tableRows } from './print-documents.js';

/** The plan of a table of tasks whose rows come in batches of 30, as the worker gets them. */
function planTable(rows: readonly (readonly string[])[]) {
  const planner = new TablePlanner(TASKS_TABLE);
  for (const batch of inBatchesNow(tableRows(rows), 30)) planner.add(batch);
  return planner.finish();
}

const perCodePoint = (text: string) => [...text].length;

describe('table columns', () => {
  test('when columns have weights, then they share the width in proportion, side by side', () => {
    const boxes = layoutColumns(
      [
        { label: 'A', weight: 1 },
        { label: 'B', weight: 3 },
      ],
      400,
    );
    expect(boxes).toEqual([
      { label: 'A', left: 0, width: 100 },
      { label: 'B', left: 100, width: 300 },
    ]);
  });

  test('when a cell is longer than its lines allow, then the last kept line ends with an ellipsis that fits', () => {
    expect(cellLines('aaa bbb ccc ddd eee', 7, 2, perCodePoint)).toEqual(['aaa bbb', 'ccc dd…']);
    expect(cellLines('abcdefghijklmnop', 5, 2, perCodePoint)).toEqual(['abcde', 'fghi…']);
    expect(cellLines('short', 7, 2, perCodePoint)).toEqual(['short']);
  });

  test('when rows fill a page, then the next page starts with the column row and every row keeps its cells', () => {
    const rows = Array.from({ length: 200 }, (_, index) => [
      `T-${index}`,
      'label',
      'To do',
      'Low',
      '',
      '',
      '',
    ]);
    const plan = planTable(rows);
    expect(plan.pages.length).toBeGreaterThan(3);
    expect(plan.pages.slice(1).every((page) => page.columnsTop === 0 && page.header.length === 0)).toBe(true);
    const placed = plan.pages.map((page) => [...placeRows(plan, page)]);
    expect(placed.flatMap((page) => page.map((row) => row.cells[0]![0]))).toEqual(rows.map((r) => r[0]));
    for (const page of placed) {
      for (const row of page) {
        expect(row.top).toBeGreaterThanOrEqual(plan.headerHeight);
        expect(row.top + row.height).toBeLessThanOrEqual(TABLE_FRAME.height);
      }
    }
  });

  test('when a cell is very long, then its row still fits one page', () => {
    const huge = 'Urgent (URG), '.repeat(1000);
    const plan = planTable([['T-1', 'x', 'To do', 'Low', '', '', huge]]);
    expect(plan.pages).toHaveLength(1);
    const [row] = placeRows(plan, plan.pages[0]!);
    expect(row!.cells[6]!.at(-1)).toMatch(/…$/);
  });
});

describe('badge lines', () => {
  const name = { style: TYPE.badgeName, floor: 14, gapBefore: 12 };

  test('when a text fits at its size, then it keeps it on one line', () => {
    expect(fitLine('Jo Li', name, BADGE_ROOM.width)).toMatchObject({ lines: ['Jo Li'], style: { size: 22 } });
  });

  test('when a text is a little too wide, then only it shrinks, staying on one line down to its floor', () => {
    const block = fitLine('Konstantinos Papadopoulos', name, BADGE_ROOM.width);
    expect(block.lines).toHaveLength(1);
    expect(block.style.size).toBeLessThan(22);
    expect(block.style.size).toBeGreaterThanOrEqual(14);
    expect(measureIn(block.style)(block.lines[0]!)).toBeLessThanOrEqual(BADGE_ROOM.width);
  });

  test('when it would need to go below its floor, then it wraps to two lines at the largest size that allows', () => {
    const block = fitLine(
      'Maximilian-Alexander Freiherr von Hohenzollern-Sigmaringen',
      name,
      BADGE_ROOM.width,
    );
    expect(block.lines).toHaveLength(2);
    expect(block.style.size).toBeGreaterThanOrEqual(MIN_BADGE_SIZE);
    for (const line of block.lines)
      expect(measureIn(block.style)(line)).toBeLessThanOrEqual(BADGE_ROOM.width);
  });

  test('when one card has a very long name, then its title and company keep their sizes, and it fits its cell', () => {
    const plain = fitCard(badge(0), BADGE_ROOM);
    const long = fitCard({ ...badge(0), name: `${'Ж'.repeat(255)} ${'Щ'.repeat(255)}` }, BADGE_ROOM);
    expect(long.height).toBeLessThanOrEqual(BADGE_ROOM.height);
    expect(long.blocks[0]!.style.size).toBe(plain.blocks[0]!.style.size);
    expect(long.blocks[2]!.style.size).toBe(plain.blocks[2]!.style.size);
    expect(long.blocks[1]!.lines.join('').replace(' ', '')).toBe(`${'Ж'.repeat(255)}${'Щ'.repeat(255)}`);
  });
});

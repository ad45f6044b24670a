import { afterAll, describe, expect, it } from 'vitest';
import { ReactPdfRenderer } from '../../../adapters/pdf/react-pdf-renderer.js';
import type { PrintDocument } from '../../../application/printing/ports/pdf-renderer.js';
import { type Margins, outsideMargins, overlaps, readPdfGeometry } from '../../support/pdf-geometry.js';
import { readPdfText } from '../../support/pdf-text.js';
import { badgesDocument, recordsDocument, tableDocument, taskSheet } from './print-documents.js';

/** A sentence of each script a user may type, each printed in the font that has its glyphs. */
const SCRIPTS = {
  'accented Latin, Greek and Cyrillic': 'Ärger çà naïve Ελληνικά Кириллица',
  Chinese: '会议室的投影仪需要更换灯泡',
  Japanese: '受付の案内板をひらがなとカタカナで作る',
  Korean: '주간 회의 자료를 준비하세요',
  // Without lam-alef: pdf.js reads that ligature's two letters back swapped, though it is drawn right.
  Arabic: 'تحديث لوحة المكتب قبل يوم الجمعة',
  Hebrew: 'לעדכן את שלט הקבלה',
} as const;

const PORTRAIT: Margins = { x: 50, top: 50, bottom: 30 };
const LANDSCAPE: Margins = { x: 36, top: 36, bottom: 24 };
const BADGE_SHEET: Margins = { x: 24, top: 24, bottom: 24 };

const renderer = new ReactPdfRenderer();
afterAll(() => renderer.close());

async function expectClean(document: PrintDocument, margins: Margins): Promise<void> {
  const pages = await readPdfGeometry(await renderer.render(document));
  expect(outsideMargins(pages, margins)).toEqual([]);
  expect(overlaps(pages)).toEqual([]);
}

/** The text a reader copies out, every line of every page, in reading order. */
async function readBack(document: PrintDocument): Promise<string> {
  const { pages } = await readPdfText(await renderer.render(document));
  return pages.flat().join('\n');
}

describe.each(Object.entries(SCRIPTS))('%s', (_, sentence) => {
  const long = Array.from({ length: 30 }, () => sentence).join(' ');

  it('when printed a page per record, then it reads back in logical order, and long text stays inside the margins', async () => {
    const sheet = taskSheet(1, { Label: sentence, Description: long, Tags: `${sentence} (TAG)` });
    expect(await readBack(recordsDocument([sheet]))).toContain(sentence);
    await expectClean(recordsDocument([{ ...sheet, heading: sentence }, taskSheet(2)]), PORTRAIT);
  });

  it('when printed as a table, then each cell reads back in order and stays in its cell', async () => {
    const rows = [
      ['T-1', sentence, 'To do', 'High', '30 Nov 2026', sentence, `${sentence} (TAG)`],
      ['T-2', long, 'Done', 'Low', '', 'Ελένη', ''],
    ];
    expect(await readBack(tableDocument(rows))).toContain(sentence);
    await expectClean(tableDocument(rows), LANDSCAPE);
  });

  it('when printed on badges, then title, name and company read back and stay in their cards', async () => {
    const cards = [
      { title: sentence, name: sentence, company: sentence },
      { title: 'Summit 2026', name: long.slice(0, 120), company: long.slice(0, 80) },
    ];
    const text = await readBack(badgesDocument(cards));
    expect(text).toContain(sentence);
    await expectClean(badgesDocument(cards), BADGE_SHEET);
  });
});

describe('a text mixing scripts', () => {
  it('when Latin, CJK, Hangul and Hebrew share a line, then every run reads back and none overlaps another', async () => {
    const mixed = 'Ärger 中文 and 日本語 and 한국어 and עברית end';
    const document = recordsDocument([taskSheet(1, { Label: mixed })]);
    const text = await readBack(document);
    for (const run of ['Ärger', '中文', '日本語', '한국어', 'עברית']) expect(text).toContain(run);
    await expectClean(document, PORTRAIT);
  });

  it('when a line changes font, then each run starts where the one before it ends, or a space after', async () => {
    const line = '회의 자료를 준비하세요. 中文の案内。 Ärger Ελληνικά';
    const document = recordsDocument([taskSheet(1, { Label: line })]);
    const [page] = await readPdfGeometry(await renderer.render(document));
    const runs = page!.boxes.filter((box) => line.includes(box.text)).sort((a, b) => a.left - b.left);
    expect(runs.length).toBeGreaterThan(3);
    for (let index = 1; index < runs.length; index += 1) {
      const before = runs[index - 1]!;
      const spaced = line[line.indexOf(before.text) + before.text.length] === ' ';
      const gap = runs[index]!.left - before.right;
      // A space of DejaVu Sans at 10 points is 3.2 points wide; those of the CJK faces narrower.
      expect(gap).toBeGreaterThan(-0.3);
      expect(gap).toBeLessThan(spaced ? 3.5 : 0.3);
    }
  });
});

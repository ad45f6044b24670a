import { afterAll, describe, expect, it } from 'vitest';
import { ReactPdfRenderer } from '../../../adapters/pdf/react-pdf-renderer.js';
import { RECORD_FRAME } from '../../../adapters/pdf/record-pages.js';
import { CELL_PADDING, layoutColumns, TABLE_FRAME } from '../../../adapters/pdf/table-pages.js';
import type { PrintDocument } from '../../../application/printing/ports/pdf-renderer.js';
import { type Margins, outsideMargins, readPdfGeometry, type TextBox } from '../../support/pdf-geometry.js';
import { readPdfText } from '../../support/pdf-text.js';
import { badgesDocument, recordsDocument, TASKS_TABLE, tableDocument, taskSheet } from './print-documents.js';

const PORTRAIT: Margins = { x: 50, top: 50, bottom: 30 };
const LANDSCAPE: Margins = { x: 36, top: 36, bottom: 24 };
const BADGE_SHEET: Margins = { x: 24, top: 24, bottom: 24 };

const renderer = new ReactPdfRenderer();
afterAll(() => renderer.close());

const boxes = async (document: PrintDocument): Promise<TextBox[]> =>
  (await readPdfGeometry(await renderer.render(document))).flatMap((page) => page.boxes);

const HEBREW = 'לעדכן את שלט הקבלה';
const ARABIC = 'تحديث لوحة المكتب قبل يوم الجمعة';

describe('right-to-left paragraphs', () => {
  it('when a record holds Hebrew and Arabic values, then every line of them ends at the right margin', async () => {
    const long = Array.from({ length: 20 }, () => `${HEBREW} PDF 2026`).join(' ');
    const sheet = taskSheet(1, { Label: HEBREW, Arabic: ARABIC, Description: long, Latin: 'Left as before' });
    const found = await boxes(recordsDocument([sheet]));
    const right = RECORD_FRAME.left + RECORD_FRAME.width;
    const lineEnds = new Map<number, number>();
    for (const box of found.filter((box) => /[\u0590-\u06ff]/u.test(box.text))) {
      lineEnds.set(Math.round(box.bottom), Math.max(lineEnds.get(Math.round(box.bottom)) ?? 0, box.right));
    }
    expect(lineEnds.size).toBeGreaterThan(4);
    for (const end of lineEnds.values()) expect(end).toBeCloseTo(right, 0);
    expect(found.find((box) => box.text === 'Left as before')!.left).toBeCloseTo(RECORD_FRAME.left, 1);
  });

  it('when a table cell is right-to-left, then it ends at its column’s right edge; a Latin cell starts at its left', async () => {
    const found = await boxes(tableDocument([['T-1', HEBREW, 'To do', 'High', '', ARABIC, 'Urgent (URG)']]));
    const columns = layoutColumns(TASKS_TABLE.columns, TABLE_FRAME.width);
    const rightOf = (index: number) =>
      TABLE_FRAME.left + columns[index]!.left + columns[index]!.width - CELL_PADDING.x;
    const leftOf = (index: number) => TABLE_FRAME.left + columns[index]!.left + CELL_PADDING.x;
    expect(found.find((box) => box.text === HEBREW)!.right).toBeCloseTo(rightOf(1), 0);
    expect(Math.max(...found.filter((box) => ARABIC.includes(box.text)).map((box) => box.right))).toBeCloseTo(
      rightOf(5),
      0,
    );
    expect(found.find((box) => box.text === 'Urgent (URG)')!.left).toBeCloseTo(leftOf(6), 1);
  });
});

describe('long unbroken words', () => {
  const CAPITALS = Array.from({ length: 300 }, (_, index) =>
    String.fromCharCode(65 + ((index * 7) % 26)),
  ).join('');
  const WORDS = {
    'Latin capitals': CAPITALS,
    Devanagari: 'क्षत्रियहिन्दीमेंकार्यसूची'.repeat(12),
    Thai: 'รายการงานที่ต้องทำภาษาไทย'.repeat(14),
    Tamil: 'தமிழில்பணிப்பட்டியல்தேவை'.repeat(12),
    emoji: '🎉✅👍🏽🇫🇷👨‍👩‍👧'.repeat(30),
  };

  describe.each(Object.entries(WORDS))('%s', (_, word) => {
    it('when printed a page per record, as a table and on badges, then no glyph passes a margin', async () => {
      const sheet = taskSheet(1, { Label: word, Description: `see ${word} here` });
      const records = await readPdfGeometry(
        await renderer.render(recordsDocument([{ ...sheet, heading: word }])),
      );
      expect(outsideMargins(records, PORTRAIT)).toEqual([]);
      const table = await readPdfGeometry(
        await renderer.render(tableDocument([['T-1', word, '', '', '', '', word]])),
      );
      expect(outsideMargins(table, LANDSCAPE)).toEqual([]);
      const badges = await readPdfGeometry(
        await renderer.render(badgesDocument([{ title: word, name: word, company: word }])),
      );
      expect(outsideMargins(badges, BADGE_SHEET)).toEqual([]);
    });
  });
});

describe('shaping', () => {
  it('when a Devanagari word is printed in either layout, then it is shaped: its vowel sign ि is drawn before the conjunct it follows', async () => {
    // Copied out in drawing order: letter by letter it would read क्षत्रिय, as typed.
    for (const document of [
      recordsDocument([taskSheet(1, { Label: 'क्षत्रिय' })]),
      tableDocument([['T-1', 'क्षत्रिय', '', '', '', '', '']]),
    ]) {
      const { pages } = await readPdfText(await renderer.render(document));
      const text = pages.flat().join('\n');
      expect(text).toContain('ित्रय');
      expect(text).not.toContain('त्रिय');
    }
  });
});

import { describe, expect, test } from 'vitest';
import { fontFile, PRIMARY_FACE } from '../../../adapters/pdf/fonts.js';
import { findUnrenderable, printedTexts, tableRowTexts } from '../../../adapters/pdf/glyph-coverage.js';
import {
  badge,
  badgesDocument,
  recordsDocument,
  TASKS_TABLE,
  tableRows,
  taskSheet,
} from './print-documents.js';

const PRIVATE = 0xe000; // a private-use character: no font has it
const PRIVATE_PLANE = 0xf0000; // a private-use character beyond the BMP: no font has it either
const MATH_SANS_A = 0x1d5a0; // 𝖠, in DejaVu Sans but not in DejaVu Sans Bold

describe('the premises', () => {
  test('DejaVu Sans lacks the test characters, and only the regular weight has U+1D5A0', () => {
    expect(fontFile(PRIMARY_FACE, 'regular').hasGlyphForCodePoint(PRIVATE)).toBe(false);
    expect(fontFile(PRIMARY_FACE, 'regular').hasGlyphForCodePoint(PRIVATE_PLANE)).toBe(false);
    expect(fontFile(PRIMARY_FACE, 'regular').hasGlyphForCodePoint(MATH_SANS_A)).toBe(true);
    expect(fontFile(PRIMARY_FACE, 'bold').hasGlyphForCodePoint(MATH_SANS_A)).toBe(false);
  });
});

describe('findUnrenderable', () => {
  test('when every script a user types is printed, in both weights, then nothing is reported', () => {
    const scripts = 'Ärger Ελληνικά Кириллица 中文简体 日本語のかなカナ 한국어 العربية עברית';
    const sheet = taskSheet(1, { Description: scripts });
    const document = recordsDocument([{ ...sheet, heading: scripts }]);
    expect(findUnrenderable(printedTexts(document))).toEqual([]);
  });

  test('when Indic, Southeast Asian, Ethiopic, Georgian, Armenian and Tibetan text and emoji sequences are printed, in both weights, then nothing is reported', () => {
    const scripts = [
      'क्षत्रिय हिन्दी मराठी বাংলা ਪੰਜਾਬੀ ગુજરાતી ଓଡ଼ିଆ தமிழ் తెలుగు ಕನ್ನಡ മലയാളം සිංහල',
      'ภาษาไทย ລາວ ខ្មែរ မြန်မာ አማርኛ ქართული Ჰ Հայերեն ֏ བོད་ཡིག',
      '🎉 ✅ 👍🏽 🇫🇷 👨\u200d👩\u200d👧 ❤️ 1️⃣ 🏳️\u200d🌈 🦄 a\u200db\u200cc\ufe0e',
    ].join(' ');
    const sheet = taskSheet(1, { Description: scripts });
    const document = recordsDocument([{ ...sheet, heading: scripts }]);
    expect(findUnrenderable(printedTexts(document))).toEqual([]);
  });

  test('when accented Latin, Greek, Cyrillic, newlines and tabs are printed, then nothing is reported', () => {
    const document = recordsDocument([
      taskSheet(1, { Description: 'Ärger çà naïve\r\nΕλληνικά\tКириллица\nœ ß ĳ ў Ґ ё ά ΰ' }),
    ]);
    expect(findUnrenderable(printedTexts(document))).toEqual([]);
  });

  test('when values hold characters without a glyph, then each is reported once where it occurs', () => {
    const document = recordsDocument([
      taskSheet(1),
      taskSheet(2, { Description: `a${String.fromCodePoint(PRIVATE)}b${String.fromCodePoint(PRIVATE)}` }),
      taskSheet(3, { Label: `x${String.fromCodePoint(PRIVATE_PLANE)}` }),
    ]);
    expect(findUnrenderable(printedTexts(document))).toEqual([
      { path: 'records[1].Description', place: 'Task T-2 (ID 2), field Description', codePoint: PRIVATE },
      { path: 'records[2].Label', place: 'Task T-3 (ID 3), field Label', codePoint: PRIVATE_PLANE },
    ]);
  });

  test('when a character is only in the regular weight, then it may be a value but not a heading or label', () => {
    const character = String.fromCodePoint(MATH_SANS_A);
    const sheet = taskSheet(1, { [`Formula ${character}`]: character });
    const document = recordsDocument([{ ...sheet, heading: `Task ${character}` }]);
    expect(findUnrenderable(printedTexts(document))).toEqual([
      { path: 'records[0].heading', place: 'Task T-1 (ID 1), heading', codePoint: MATH_SANS_A },
      {
        path: 'records[0].fields[3].label',
        place: "Task T-1 (ID 1), a field's name",
        codePoint: MATH_SANS_A,
      },
    ]);
  });

  test('when a text holds a control character or a lone surrogate, then it is reported', () => {
    const document = recordsDocument([taskSheet(1, { Description: 'a\u0007b\ud800c' })]);
    expect(findUnrenderable(printedTexts(document))).toEqual([
      { path: 'records[0].Description', place: 'Task T-1 (ID 1), field Description', codePoint: 0x07 },
      { path: 'records[0].Description', place: 'Task T-1 (ID 1), field Description', codePoint: 0xd800 },
    ]);
  });

  test('when the title, the empty message or a badge hold one, then their paths name them', () => {
    const unprintable = String.fromCodePoint(PRIVATE);
    const document = {
      ...badgesDocument([
        badge(0),
        { title: `t${unprintable}`, name: `n${unprintable}`, company: `c${unprintable}` },
      ]),
      title: unprintable,
      emptyMessage: unprintable,
    };
    expect(findUnrenderable(printedTexts(document)).map(({ path }) => path)).toEqual([
      'title',
      'emptyMessage',
      'badges[1].title',
      'badges[1].name',
      'badges[1].company',
    ]);
  });
});

describe('the table layout', () => {
  test('when a cell holds a character without a glyph, then the path names the record and column as the page layout would', () => {
    const unprintable = String.fromCodePoint(PRIVATE);
    const rows = tableRows([
      ['T-1', 'fine', 'To do', 'Low', '', '', ''],
      ['T-2', 'fine', 'To do', 'Low', '', '', ''],
      ['T-3', `label ${unprintable}`, 'To do', 'Low', '', '', ''],
    ]);
    expect(findUnrenderable(printedTexts(TASKS_TABLE))).toEqual([]);
    // The second batch of rows, whose first is the document's second row.
    expect(findUnrenderable(tableRowTexts(TASKS_TABLE.columns, rows.slice(1), 1))).toEqual([
      { path: 'records[2].Label', place: 'Task T-3 (ID 3), field Label', codePoint: PRIVATE },
    ]);
  });
});

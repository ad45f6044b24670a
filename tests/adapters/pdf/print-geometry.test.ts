import { afterAll, describe, expect, test } from 'vitest';
import { ReactPdfRenderer } from '../../../adapters/pdf/react-pdf-renderer.js';
import type { PrintDocument } from '../../../application/printing/ports/pdf-renderer.js';
import { type Margins, outsideMargins, overlaps, readPdfGeometry } from '../../support/pdf-geometry.js';
import { readPdfText } from '../../support/pdf-text.js';
import {
  badge,
  badgesDocument,
  inBatches,
  recordsDocument,
  TASKS_HEADER,
  tableDocument,
  taskSheet,
} from './print-documents.js';

/** Every glyph inside the margins, no two text runs on each other, on every page. */
async function expectClean(document: PrintDocument, margins: Margins): Promise<void> {
  const pages = await readPdfGeometry(await renderer.render(document));
  expect(outsideMargins(pages, margins)).toEqual([]);
  expect(overlaps(pages)).toEqual([]);
}

const PORTRAIT: Margins = { x: 50, top: 50, bottom: 30 };
const LANDSCAPE: Margins = { x: 36, top: 36, bottom: 24 };
const BADGE_SHEET: Margins = { x: 24, top: 24, bottom: 24 };

const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitänswitwe'.repeat(4);
const LONG_URL = `https://example.com/${'path-segment/'.repeat(20)}?query=${'x'.repeat(120)}&page=2`;
const WIDE = 'W'.repeat(300);

const renderer = new ReactPdfRenderer();
afterAll(() => renderer.close());

describe('the page-per-record layout', () => {
  const sheet = taskSheet(1, {
    Label: LONG_WORD,
    Description: `See ${LONG_URL} then ${WIDE} ${'and some ordinary words '.repeat(400)}`,
    Tags: 'Urgent (URG), On site (SITE)',
  });

  test('when values hold long words, URLs and runs of wide letters, then every glyph stays inside the margins', async () => {
    await expectClean(recordsDocument([sheet, taskSheet(2)]), PORTRAIT);
  });

  test('when the text is right-to-left too, then the slower layout keeps long words inside the margins as well', async () => {
    await expectClean(recordsDocument([{ ...sheet, heading: 'Task 1 — שלום' }]), PORTRAIT);
  });

  test('when read back, then the header, the fields and the continuation headings are there, and no character is lost', async () => {
    const { pages } = await readPdfText(await renderer.render(recordsDocument([sheet, taskSheet(2)])));
    expect(pages[0]!.slice(0, 2)).toEqual([TASKS_HEADER.title, TASKS_HEADER.subtitle]);
    expect(pages.flat()).toContain('Urgent (URG), On site (SITE)');
    expect(pages[1]![0]).toBe('Task 1 — T-1 (continued)');
    expect(pages.flat().join('')).toContain(LONG_WORD);
    expect(pages.flat().join('').replaceAll(' ', '')).toContain(LONG_URL);
  });
});

describe('the table layout', () => {
  const rows = Array.from({ length: 120 }, (_, index) => [
    `T-${index + 1}`,
    index % 10 === 0 ? `Read ${LONG_URL}` : `Task number ${index + 1}`,
    'In progress',
    'High',
    '30 Nov 2026',
    index % 7 === 0 ? LONG_WORD : 'Ελένη',
    index % 5 === 0 ? 'Urgent (URG), Hardware (HW), Reception (REC), Customer-facing (CUST)' : 'Urgent (URG)',
  ]);

  test('when cells hold long words and URLs over several pages, then every glyph stays in its place', async () => {
    await expectClean(tableDocument(rows), LANDSCAPE);
  });

  test('when read back, then landscape pages, the header once, the column row on every page, and every row', async () => {
    const pdf = await renderer.render(tableDocument(rows));
    const geometry = await readPdfGeometry(pdf);
    expect(geometry.length).toBeGreaterThan(2);
    for (const page of geometry) expect(page.width).toBeGreaterThan(page.height);
    const { pages } = await readPdfText(pdf);
    expect(pages[0]!.slice(0, 3)).toEqual([
      TASKS_HEADER.title,
      TASKS_HEADER.subtitle,
      'Code Label Status Priority Due Assigned to Tags',
    ]);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('Code Label Status Priority Due Assigned to Tags');
      expect(page.at(-1)).toBe(`Page ${index + 1} of ${pages.length}`);
    }
    const codes = pages.flat().flatMap((line) => /^T-(\d+) /.exec(line)?.[1] ?? []);
    expect(codes.map(Number)).toEqual(rows.map((_, index) => index + 1));
  });

  test('when a description excerpt is long and has line breaks, then it runs on as one text cut to two lines ending with an ellipsis', async () => {
    const document: PrintDocument = {
      layout: 'table',
      ...TASKS_HEADER,
      columns: [
        { label: 'Code', weight: 1 },
        { label: 'Description', weight: 3, excerpt: true },
      ],
      rows: inBatches([
        { reference: 'Template object A (ID 1)', cells: ['A', 'many words\n\n'.repeat(200)] },
      ]),
    };
    const { pages } = await readPdfText(await renderer.render(document));
    const excerpt = pages[0]!.filter((line) => line.includes('many words'));
    expect(excerpt).toHaveLength(2);
    expect(excerpt[1]).toMatch(/…$/);
  });

  test('when cells are right-to-left, then they read in order, inside their cells, over the canvas', async () => {
    const hebrew = [
      ['T-1', 'שלום עולם', 'To do', 'Low', '', 'مرحبا بالعالم', 'Urgent (URG)'],
      ['T-2', `${'בדיקה '.repeat(40)}`, 'To do', 'Low', '', 'Ελένη', ''],
    ];
    await expectClean(tableDocument(hebrew), LANDSCAPE);
    const { pages } = await readPdfText(await renderer.render(tableDocument(hebrew)));
    expect(pages[0]!.join('\n')).toContain('שלום עולם');
    expect(pages[0]!.join('\n')).toContain('T-1');
  });

  test('when there are no rows, then the header and the empty message', async () => {
    const { pages } = await readPdfText(await renderer.render(tableDocument([])));
    expect(pages).toEqual([
      [TASKS_HEADER.title, TASKS_HEADER.subtitle, 'There are no tasks.', 'Page 1 of 1'],
    ]);
  });
});

describe('badge sheets', () => {
  const cards = [
    badge(0),
    { ...badge(1), name: 'Maximilian-Alexander Freiherr von Hohenzollern-Sigmaringen-Wittelsbach' },
    { ...badge(2), title: 'International Conference on Very Long Event Names and Their Badges 2026' },
    { ...badge(3), company: 'Vereinigte Großmaschinenbau- und Feinwerktechnik Aktiengesellschaft Süd' },
    { ...badge(4), name: LONG_WORD },
    { ...badge(5), name: `${'Ж'.repeat(255)} ${'Щ'.repeat(255)}` },
    badge(6, null),
    { ...badge(7), name: 'שלום עליכם', company: 'شركة المثال للتجارة العامة والمقاولات المحدودة' },
  ];

  test('when names, titles and companies are long, then no text leaves its card or touches another', async () => {
    await expectClean(badgesDocument(cards), BADGE_SHEET);
    const pages = await readPdfGeometry(await renderer.render(badgesDocument(cards)));
    const cell = { width: (pages[0]!.width - 48) / 2, height: (pages[0]!.height - 48) / 4 };
    for (const box of pages[0]!.boxes) {
      const column = Math.floor((box.left - 24) / cell.width);
      const row = Math.floor((pages[0]!.height - 24 - box.top) / cell.height);
      expect(box.right).toBeLessThanOrEqual(24 + (column + 1) * cell.width);
      expect(box.bottom).toBeGreaterThanOrEqual(pages[0]!.height - 24 - (row + 1) * cell.height);
    }
  });

  test('when one name is long, then the other lines and cards keep their sizes', async () => {
    const { pages } = await readPdfText(await renderer.render(badgesDocument(cards)));
    const text = pages[0]!.join('\n');
    for (let index = 0; index < 8; index += 1) {
      if (index !== 1 && index !== 4 && index !== 5) expect(text).toContain(cards[index]!.name);
    }
    const geometry = await readPdfGeometry(await renderer.render(badgesDocument(cards)));
    const heights = (text: string) =>
      geometry[0]!.boxes.filter((box) => box.text === text).map((box) => Math.round(box.top - box.bottom));
    expect(new Set(heights('Summit 2025')).size).toBe(1);
    expect(heights('Person 0 Παπαδοπούλου')).toEqual(heights('Person 6 Παπαδοπούλου'));
    expect(text).toContain('שלום עליכם');
  });
});

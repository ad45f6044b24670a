import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { ReactPdfRenderer } from '../../../adapters/pdf/react-pdf-renderer.js';
import { PrintingBusy, UnrenderableText } from '../../../domain/printing/print.errors.js';
import { readPdfText } from '../../support/pdf-text.js';
import {
  badge,
  badgesDocument,
  manyTasks,
  numberedWords,
  recordsDocument,
  TASKS_HEADER,
  taskSheet,
} from './print-documents.js';

const HEADER = [TASKS_HEADER.title, TASKS_HEADER.subtitle];

/** Pages without their footer line, which the footer tests check on their own. */
function bodies(pages: readonly (readonly string[])[]): string[][] {
  return pages.map((page) => page.slice(0, -1));
}

function footers(pages: readonly (readonly string[])[]): string[] {
  return pages.map((page) => page.at(-1)!);
}

function numbering(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `Page ${index + 1} of ${count}`);
}

// One renderer for the documents below: it keeps no state from one document to the next.
const renderer = new ReactPdfRenderer();
afterAll(() => renderer.close());

describe('records', () => {
  test('when values are accented Latin, Greek and Cyrillic, then they come out exactly, with the title as metadata', async () => {
    const sheet = {
      heading: 'Задача 1 — Ελληνικά',
      reference: 'Задача 1 (ID 1)',
      fields: [
        { label: 'Label', value: 'Ärger über naïve Façade, œuvre, ĳ, ő' },
        { label: 'Περιγραφή', value: 'Ελληνικά γράμματα: άέήίόύώ ΐΰ ς' },
        { label: 'Описание', value: 'Кириллица: Ёж, щука, съешь ўҐє' },
      ],
    };
    const pdf = await readPdfText(await renderer.render(recordsDocument([sheet])));
    expect(pdf.title).toBe('Tasks');
    expect(pdf.pages).toEqual([
      [
        ...HEADER,
        'Задача 1 — Ελληνικά',
        'Label',
        'Ärger über naïve Façade, œuvre, ĳ, ő',
        'Περιγραφή',
        'Ελληνικά γράμματα: άέήίόύώ ΐΰ ς',
        'Описание',
        'Кириллица: Ёж, щука, съешь ўҐє',
        'Page 1 of 1',
      ],
    ]);
  });

  test('when there are several records, then each starts a page of its own', async () => {
    const pdf = await readPdfText(
      await renderer.render(recordsDocument([taskSheet(1), taskSheet(2), taskSheet(3)])),
    );
    expect(bodies(pdf.pages).map((lines, index) => (index === 0 ? lines.slice(2) : lines))).toEqual(
      [1, 2, 3].map((id) =>
        ['Code', 'Label', 'Status'].reduce(
          (lines, label, index) => {
            lines.push(label, [`T-${id}`, `Task number ${id}`, 'TODO'][index]!);
            return lines;
          },
          [`Task ${id} — T-${id}`],
        ),
      ),
    );
    expect(footers(pdf.pages)).toEqual(numbering(3));
  });

  test('when a description is long, then it continues over numbered pages and no word is lost', async () => {
    const description = numberedWords(2500);
    const long = {
      heading: 'Task 2 — long',
      reference: 'Task 2 (ID 2)',
      fields: [{ label: 'Description', value: description }],
    };
    const pdf = await readPdfText(await renderer.render(recordsDocument([taskSheet(1), long, taskSheet(3)])));
    const pages = bodies(pdf.pages);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(footers(pdf.pages)).toEqual(numbering(pages.length));
    expect(pages[0]!.slice(0, 3)).toEqual([...HEADER, 'Task 1 — T-1']);
    expect(pages[1]!.slice(0, 2)).toEqual(['Task 2 — long', 'Description']);
    expect(pages.at(-1)![0]).toBe('Task 3 — T-3');
    const continued = pages.slice(2, -1);
    for (const page of continued) expect(page[0]).toBe('Task 2 — long (continued)');
    const text = [pages[1]!.slice(2), ...continued.map((page) => page.slice(1))].flat();
    expect(text.join(' ')).toBe(description);
  });

  test('when there are no records, then one page states the empty message under the title', async () => {
    const pdf = await readPdfText(await renderer.render(recordsDocument([])));
    expect(pdf.pages).toEqual([[...HEADER, 'There are no tasks.', 'Page 1 of 1']]);
  });

  test('when a text is right-to-left, then it is still printed, paginated and numbered the same way', async () => {
    const hebrew = {
      heading: 'Task 2 — שלום',
      reference: 'Task 2 (ID 2)',
      fields: [{ label: 'Description', value: `שלום עולם ${'בדיקה '.repeat(900)}` }],
    };
    const pdf = await readPdfText(await renderer.render(recordsDocument([taskSheet(1), hebrew])));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(footers(pdf.pages)).toEqual(numbering(pdf.pages.length));
    expect(pdf.pages[1]![0]).toBe('Task 2 — שלום');
    expect(pdf.pages[1]![2]).toContain('שלום עולם');
  });

  test('when a right-to-left record continues on further pages, then each is headed with its name and (continued)', async () => {
    const description = hebrewWords(3000);
    const hebrew = {
      heading: 'Task 2 — שלום',
      reference: 'Task 2 (ID 2)',
      fields: [{ label: 'Description', value: description }],
    };
    const pdf = await readPdfText(
      await renderer.render(recordsDocument([taskSheet(1), hebrew, taskSheet(3)])),
    );
    const pages = bodies(pdf.pages);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(footers(pdf.pages)).toEqual(numbering(pages.length));
    expect(pages[1]!.slice(0, 2)).toEqual(['Task 2 — שלום', 'Description']);
    expect(pages.at(-1)![0]).toBe('Task 3 — T-3');
    const continued = pages.slice(2, -1);
    for (const page of continued) expect(page[0]).toBe('Task 2 — שלום (continued)');
    const text = [pages[1]!.slice(2), ...continued.map((page) => page.slice(1))].flat();
    expect(text.join(' ')).toBe(description);
  });
});

describe('badges', () => {
  test('when there are nine badges, then eight fill the first page and the ninth starts the second', async () => {
    const cards = Array.from({ length: 9 }, (_, index) =>
      badge(index, index === 8 ? null : `Company ${index}`),
    );
    const pdf = await readPdfText(await renderer.render(badgesDocument(cards)));
    expect(pdf.title).toBe('Badges');
    expect(pdf.pages).toHaveLength(2);
    const [first, second] = pdf.pages.map((lines) => lines.join('\n'));
    expect(first!.match(/Summit 2025/g)).toHaveLength(8);
    expect(second!.match(/Summit 2025/g)).toHaveLength(1);
    for (let index = 0; index < 8; index += 1) {
      expect(first).toContain(`Person ${index}`);
      expect(first).toContain(`Company ${index}`);
    }
    expect(second).toContain('Person 8');
    expect(second).not.toContain('Company');
  });

  test('when a name is far too long for a badge, then it is shrunk and broken, never cut', async () => {
    const name = `${'Ж'.repeat(255)} ${'Щ'.repeat(255)}`;
    const pdf = await readPdfText(await renderer.render(badgesDocument([{ ...badge(0), name }])));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.join('').replaceAll(' ', '')).toContain(name.replace(' ', ''));
  });

  test('when there are none, then one page states the empty message', async () => {
    const pdf = await readPdfText(await renderer.render(badgesDocument([])));
    expect(pdf.pages).toEqual([['Badges', 'There are no contacts on this badge.']]);
  });
});

describe('characters no font can print', () => {
  test('when a value holds one, then rendering is refused with its place and code point', async () => {
    const document = recordsDocument([
      taskSheet(1),
      taskSheet(2, { Description: 'Ärger 中文 \ue000\uf8ff' }),
    ]);
    const error = await renderer.render(document).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnrenderableText);
    expect(error).toMatchObject({
      kind: 'unprocessable',
      code: 'PRINT.UNRENDERABLE_CHARACTER',
      details: [
        {
          path: 'records[1].Description',
          message:
            'Task T-2 (ID 2), field Description: U+E000, U+F8FF cannot be printed: no font has a glyph for them',
        },
      ],
    });
  });
});

describe('workers', () => {
  test('when more documents wait than allowed, then the next one is refused as busy, and the others still print', async () => {
    const busy = new ReactPdfRenderer({ workers: 1, maxQueued: 1 });
    try {
      const rendering = busy.render(manyTasks(50));
      const waiting = busy.render(recordsDocument([taskSheet(1)]));
      const refused = await busy.render(recordsDocument([taskSheet(2)])).catch((caught: unknown) => caught);
      expect(refused).toBeInstanceOf(PrintingBusy);
      expect(refused).toMatchObject({ kind: 'unavailable', code: 'PRINT.BUSY', retryAfterSeconds: 5 });
      for (const pdf of await Promise.all([rendering, waiting])) {
        expect((await readPdfText(pdf)).pages.length).toBeGreaterThan(0);
      }
    } finally {
      await busy.close();
    }
  });

  test('while a large document renders, the event loop stays free', { timeout: 120_000 }, async () => {
    const document = manyTasks(1500);
    const before = performance.eventLoopUtilization();
    await renderer.render(document);
    // Rendered on this thread, the loop would be busy nearly all the time; on a worker it waits.
    // Its share of busy time, unlike the longest pause between two ticks, does not grow when
    // another process takes the cores.
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
  });

  test('when the renderer is closed, then waiting and later documents are rejected', async () => {
    const closing = new ReactPdfRenderer({ workers: 1 });
    const outcomes = [closing.render(manyTasks(200)), closing.render(recordsDocument([taskSheet(1)]))].map(
      (pdf) =>
        pdf.then(
          () => 'rendered',
          (error: Error) => error.message,
        ),
    );
    await closing.close();
    expect(await Promise.all(outcomes)).toEqual([
      'The PDF renderer was closed',
      'The PDF renderer was closed',
    ]);
    await expect(closing.render(recordsDocument([taskSheet(1)]))).rejects.toThrow(
      'The PDF renderer is closed',
    );
  });

  test('when a process is done but never closed the renderer, then its idle worker does not keep it alive', async () => {
    const script = [
      "import { ReactPdfRenderer } from './adapters/pdf/react-pdf-renderer.ts';",
      "const pdf = await new ReactPdfRenderer().render({ layout: 'badges', title: 't', emptyMessage: 'none', badges: [] });",
      "process.stdout.write(pdf.byteLength > 0 ? 'rendered' : 'empty');",
    ].join('\n');
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      {
        cwd: process.cwd(),
        timeout: 25_000,
      },
    );
    expect(stdout).toBe('rendered');
  });
});

/** `count` distinct Hebrew words of three letters. */
function hebrewWords(count: number): string {
  const letters = [...'אבגדהוזחטיכלמנסעפצקרשת'];
  const letter = (index: number) => letters[index % letters.length]!;
  return Array.from({ length: count }, (_, index) =>
    [letter(index), letter(Math.floor(index / 22)), letter(Math.floor(index / 484))].join(''),
  ).join(' ');
}

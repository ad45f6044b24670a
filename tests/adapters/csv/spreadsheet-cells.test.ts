import { parse } from 'csv/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvText, parseCsv } from '../../../adapters/csv/csv-codec.js';
import { protectCell, unprotectCell } from '../../../adapters/csv/spreadsheet-cells.js';

/** What a spreadsheet runs when a cell starts with it (OWASP, CSV injection). */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** Text made mostly of the characters that matter here, so that the edge cases come up often. */
const cellText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...FORMULA_STARTS, "'", '"', ',', '\n', ' '),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

async function* once(rows: CsvCell[][]) {
  yield rows;
}

const HEADER = ['id', 'a', 'b'];
const COLUMNS = { exact: [HEADER], all: HEADER, required: HEADER } as const;

describe('spreadsheet cells (docs/api/exchange.md#spreadsheet-variant)', () => {
  it('when text starts like a formula, after any apostrophes, then it gains one apostrophe; other text is kept', () => {
    for (const start of FORMULA_STARTS) {
      expect(protectCell(`${start}x`)).toBe(`'${start}x`);
      expect(protectCell(`''${start}x`)).toBe(`'''${start}x`);
      expect(protectCell(`x${start}`)).toBe(`x${start}`);
    }
    for (const plain of ['', "'", "'x", 'Müller', ' =1', '5-3']) expect(protectCell(plain)).toBe(plain);
  });

  it('when any text is protected and unprotected, then it comes back exactly', () => {
    fc.assert(fc.property(cellText, (value) => unprotectCell(protectCell(value)) === value));
  });

  it('when a protected cell is read, then it never starts like a formula', () => {
    fc.assert(fc.property(cellText, (value) => !/^[=+\-@\t\r]/.test(protectCell(value))));
  });
});

describe('the spreadsheet variant of a document', () => {
  it('when written, then a byte order mark, and each protected cell quoted', async () => {
    const csv = await text(
      csvText(
        HEADER,
        once([
          [1, '=HYPERLINK("x")', '-5'],
          [2, '\tx', 'plain'],
        ]),
        true,
      ),
    );
    expect(csv).toBe('\ufeffid,a,b\r\n1,"\'=HYPERLINK(""x"")","\'-5"\r\n2,"\'\tx",plain\r\n');
  });

  it('when any rows are written as the spreadsheet variant and read as one, then every cell comes back, and no cell starts like a formula', async () => {
    const rows = fc.array(fc.tuple(fc.nat(), cellText, cellText), { minLength: 1, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(rows, async (generated) => {
        const csv = await text(csvText(HEADER, once(generated), true));
        const cells = (parse(csv, { bom: true, from_line: 2 }) as string[][]).flat();
        expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
        const table = await parseCsv(csv, COLUMNS, { maxRecords: 10 }, { spreadsheet: true });
        expect(table.records.map(({ values }) => [Number(values.id), values.a, values.b])).toEqual(generated);
      }),
    );
  });

  it('when the plain document is written, then every cell is as stored, formula-like or not', async () => {
    const csv = await text(csvText(HEADER, once([[1, '=1+1', "'-5"]])));
    expect(csv).toBe("id,a,b\r\n1,=1+1,'-5\r\n");
    const table = await parseCsv(csv, COLUMNS, { maxRecords: 10 });
    expect(table.records[0]!.values).toEqual({ id: '1', a: '=1+1', b: "'-5" });
  });
});

import { describe, expect, it } from 'vitest';
import { type CsvCell, csvText, parseCsv } from '../../../adapters/csv/csv-codec.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';

const HEADER = ['id', 'code', 'label'] as const;
const LEGACY = ['code', 'label'] as const;
/** By default the whole header or the legacy one, exactly; a named header needs code and label. */
const COLUMNS = { exact: [HEADER, LEGACY], all: HEADER, required: LEGACY } as const;
const NAMED = { header: 'named' } as const;
const LIMITS = { maxRecords: 10 };

async function failure(promise: Promise<unknown>): Promise<InvalidInput> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidInput);
  return error as InvalidInput;
}

async function* batchesOf(...batches: CsvCell[][][]) {
  yield* batches;
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe('parseCsv', () => {
  it('when the file has a BOM, CRLF and LF mixed, quotes, commas and newlines, then every field comes back exactly', async () => {
    const body = '\ufeffid,code,label\r\n1,A,"x, ""y"""\n\n2,"B\r\nC",Ελληνικά и кириллица\r\n';
    const table = await parseCsv(body, COLUMNS, LIMITS);
    expect(table.header).toEqual(HEADER);
    expect(table.records).toEqual([
      { line: 2, values: { id: '1', code: 'A', label: 'x, "y"' } },
      { line: 4, values: { id: '2', code: 'B\r\nC', label: 'Ελληνικά и кириллица' } },
    ]);
  });

  it('when the header is not one of the exact headers, then 400 naming them and what differs from the nearest', async () => {
    for (const [header, problems] of [
      ['label,code', ['names the columns in another order']],
      ['id,code', ['lacks the column "label"']],
      ['id,code,label,label', ['names the column "label" twice']],
      ['code,label,x', ['names an unknown column "x"']],
      [
        'id;code;label',
        ['names an unknown column "id;code;label"', 'lacks the column "code"', 'lacks the column "label"'],
      ],
    ] as const) {
      const error = await failure(parseCsv(`${header}\nA,a\n`, COLUMNS, LIMITS));
      expect(error.code).toBe('CSV.HEADER_MISMATCH');
      expect(error.message).toBe(
        'the header must be "id,code,label" or "code,label" (or, with ?columns=named, name the columns it brings in any order)',
      );
      expect(error.details, header).toEqual(problems.map((message) => ({ path: 'line 1', message })));
    }
  });

  it('when a named header names the required columns and some others, in any order, then those are read', async () => {
    const table = await parseCsv(new TextEncoder().encode('label,code\na,A\n'), COLUMNS, LIMITS, NAMED);
    expect(table.header).toEqual(['label', 'code']);
    expect(table.records).toEqual([{ line: 2, values: { label: 'a', code: 'A' } }]);
  });

  it('when a named header names an unknown column, one twice or lacks a required one, then 400 naming each problem', async () => {
    const error = await failure(parseCsv('code,ID,code\n', COLUMNS, LIMITS, NAMED));
    expect(error.code).toBe('CSV.HEADER_MISMATCH');
    expect(error.message).toBe(
      'the header must name "code" and "label", and only columns of "id,code,label"',
    );
    expect(error.details).toEqual([
      { path: 'line 1', message: 'names an unknown column "ID"' },
      { path: 'line 1', message: 'names the column "code" twice' },
      { path: 'line 1', message: 'lacks the column "label"' },
    ]);
  });

  it('when a named header row is separated by semicolons, then the file is read with semicolons', async () => {
    const table = await parseCsv('id;code;label\r\n1;A;"x, y; z"\r\n', COLUMNS, LIMITS, NAMED);
    expect(table.records).toEqual([{ line: 2, values: { id: '1', code: 'A', label: 'x, y; z' } }]);
  });

  it('when a semicolon is declared, then an exact header separated by semicolons is read', async () => {
    const table = await parseCsv('id;code;label\r\n1;A;"x, y; z"\r\n', COLUMNS, LIMITS, { delimiter: ';' });
    expect(table.records).toEqual([{ line: 2, values: { id: '1', code: 'A', label: 'x, y; z' } }]);
  });

  it('when a delimiter is declared, then it is used whatever the header row looks like', async () => {
    const columns = { exact: [['code;label']], all: ['code;label'], required: [] } as const;
    const table = await parseCsv('code;label\nA;a\n', columns, LIMITS, {
      delimiter: ',',
      header: 'named',
    });
    expect(table.records).toEqual([{ line: 2, values: { 'code;label': 'A;a' } }]);
  });

  it('when the body is empty, then the missing header is reported', async () => {
    expect((await failure(parseCsv('', COLUMNS, LIMITS))).code).toBe('CSV.HEADER_MISMATCH');
  });

  it('when rows have too few or too many fields, then every such line is named', async () => {
    const error = await failure(parseCsv('id,code,label\n1,A,a\n2,B\n3,C,c,d\n', COLUMNS, LIMITS));
    expect(error.code).toBe('CSV.FIELD_COUNT');
    expect(error.details).toEqual([
      { path: 'line 3', message: 'has 2 fields, the header has 3' },
      { path: 'line 4', message: 'has 4 fields, the header has 3' },
    ]);
  });

  it('when a quote is never closed, then 400 without echoing the input', async () => {
    const error = await failure(parseCsv('id,code,label\n1,"secret\n', COLUMNS, LIMITS));
    expect(error.code).toBe('CSV.MALFORMED');
    expect(JSON.stringify(error.details)).not.toContain('secret');
  });

  it('when there are more rows than allowed, then 400 at the first extra line', async () => {
    const error = await failure(parseCsv('code,label\na,1\nb,2\nc,3\n', COLUMNS, { maxRecords: 2 }));
    expect(error.details[0]!.path).toBe('line 4');
  });

  it('when read from a stream of chunks, then records split across chunks are whole', async () => {
    async function* chunks() {
      yield 'code,la';
      yield 'bel\r\nA,"multi\n';
      yield 'line"\r\n';
    }
    const table = await parseCsv(chunks(), COLUMNS, LIMITS);
    expect(table.records).toEqual([{ line: 2, values: { code: 'A', label: 'multi\nline' } }]);
  });

  describe('bytes that are not UTF-8 (docs/api/text.md)', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
    async function* chunked(data: Uint8Array, sizes: readonly number[]) {
      let at = 0;
      for (const size of sizes) {
        yield data.subarray(at, at + size);
        at += size;
      }
      yield data.subarray(at);
    }

    it('when characters of two to four bytes are split across every chunk boundary, then they come back whole', async () => {
      const data = bytes('code,label\nA,é€😀\n');
      for (let cut = 1; cut < data.length; cut++) {
        const table = await parseCsv(chunked(data, [cut, 1, 2]), COLUMNS, LIMITS);
        expect(table.records).toEqual([{ line: 2, values: { code: 'A', label: 'é€😀' } }]);
      }
    });

    it.each([
      ['a surrogate written as CESU-8', [0xed, 0xa0, 0x80]],
      ['a Latin-1 byte', [0xe9]],
      ['an overlong encoding of "/"', [0xc0, 0xaf]],
      ['a stray continuation byte', [0x80]],
      ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ])('when a row holds %s, then 400 naming its line, whatever the chunks', async (_, invalid) => {
      const data = bytes('code,label\nA,fine\nB,x', invalid, 'y\nC,after\n');
      for (let cut = 1; cut < data.length; cut++) {
        const error = await failure(parseCsv(chunked(data, [cut, 3]), COLUMNS, LIMITS));
        expect(error.code).toBe('CSV.MALFORMED');
        expect(error.details, `chunks cut at ${cut}`).toEqual([
          { path: 'line 3', message: 'is not valid UTF-8' },
        ]);
      }
    });

    it('when the file ends inside a character, then 400 naming the last line', async () => {
      const error = await failure(parseCsv(bytes('code,label\nA,', [0xe2, 0x82]), COLUMNS, LIMITS));
      expect(error.details).toEqual([{ path: 'line 2', message: 'is not valid UTF-8' }]);
    });

    it('when the replacement character itself is in the file, then it is kept: only invalid bytes are refused', async () => {
      const table = await parseCsv(bytes('code,label\nA,\ufffd\n'), COLUMNS, LIMITS);
      expect(table.records[0]!.values.label).toBe('\ufffd');
    });
  });
});

describe('csvText', () => {
  it('when rows are written, then CRLF, quoting as needed, and null as an empty cell', async () => {
    const csv = await text(
      csvText(
        HEADER,
        batchesOf([
          [1, 'A', 'x, "y"'],
          [2, 'B\nC', null],
        ]),
      ),
    );
    expect(csv).toBe('id,code,label\r\n1,A,"x, ""y"""\r\n2,"B\nC",\r\n');
  });

  it('when written and parsed again, then the rows come back unchanged', async () => {
    const rows: CsvCell[][] = [[7, 'Ω-1', 'Ελληνικά, "кириллица"\r\nnext']];
    const table = await parseCsv(await text(csvText(HEADER, batchesOf(rows))), COLUMNS, LIMITS);
    expect(table.records[0]!.values).toEqual({
      id: '7',
      code: 'Ω-1',
      label: 'Ελληνικά, "кириллица"\r\nnext',
    });
  });

  it('when the source fails half-way, then the stream errors instead of ending as if complete', async () => {
    async function* failing() {
      yield [[1, 'A', 'a']] as CsvCell[][];
      throw new Error('connection lost');
    }
    await expect(text(csvText(HEADER, failing()))).rejects.toThrow('connection lost');
  });
});

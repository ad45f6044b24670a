// "Export for Excel" where the locale writes decimals with a comma: the service's spreadsheet
// variant rewritten with semicolons, every cell the same, quoted cells (protected ones too) kept.
import { describe, expect, it } from 'vitest';
import { csvCells } from '../../../adapters/console/src/exchange/csv-sniff.js';
import { decimalComma, withSemicolons } from '../../../adapters/console/src/exchange/excel-csv.js';

describe('Export for Excel', () => {
  it('uses semicolons where the locale writes 1,5, commas where it writes 1.5', () => {
    expect(decimalComma('de-DE')).toBe(true);
    expect(decimalComma('fr-FR')).toBe(true);
    expect(decimalComma('en-US')).toBe(false);
    expect(decimalComma('en-GB')).toBe(false);
  });

  it('rewrites the separators only: quoted cells as written, a cell holding a semicolon quoted', () => {
    const exported =
      'id,code,label,tagIds\r\n' +
      '1,A,"Café, ""big""\nroom","3;7"\r\n' +
      `2,B,"'=1+1",3;7\r\n` +
      '3,C,,\r\n';
    expect(withSemicolons(exported, csvCells(exported, ','))).toBe(
      'id;code;label;tagIds\r\n' +
        '1;A;"Café, ""big""\nroom";"3;7"\r\n' +
        `2;B;"'=1+1";"3;7"\r\n` +
        '3;C;;\r\n',
    );
  });

  it('reads back with semicolons to the same cells', () => {
    const exported = 'code,label,tagIds\r\nA,"x, y",3;7\r\nB,"a ""q""",\r\n';
    const rewritten = withSemicolons(exported, csvCells(exported, ','));
    const values = (text: string, delimiter: ',' | ';') =>
      csvCells(text, delimiter).map((row) => row.map((cell) => cell.value));
    expect(values(rewritten, ';')).toEqual([
      ['code', 'label', 'tagIds'],
      ['A', 'x, y', '3;7'],
      ['B', 'a "q"', ''],
    ]);
  });
});

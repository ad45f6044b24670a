// The console reads a file before importing it as the service will: the encoding, the service's
// delimiter rule, RFC 4180 rows; and it places each problem of a refused import by line or element.
import { describe, expect, it } from 'vitest';
import {
  csvRows,
  decodeText,
  detectDelimiter,
  detectEncoding,
  previewCsv,
  previewJson,
  protectedCells,
} from '../../../adapters/console/src/exchange/csv-sniff.js';
import { importPath } from '../../../adapters/console/src/exchange/import-path.js';
import { locate } from '../../../adapters/console/src/exchange/locate-problem.js';

describe('the file an import reads', () => {
  it('takes valid UTF-8 as UTF-8, and other bytes as Windows-1252', () => {
    expect(detectEncoding(Buffer.from('code,label\nA,Café\n', 'utf8'))).toBe('utf-8');
    // é is the one byte 0xE9 in Windows-1252, which alone is no valid UTF-8.
    const windows = Buffer.from('code,label\nA,Caf\xe9\n', 'latin1');
    expect(detectEncoding(windows)).toBe('windows-1252');
    expect(decodeText(windows, 'windows-1252')).toContain('A,Café');
  });

  it('reads a semicolon when the header has semicolons and no comma, as the service does', () => {
    expect(detectDelimiter('code;label\r\nA;B')).toBe(';');
    expect(detectDelimiter('code,label;x\nA,B')).toBe(',');
    expect(detectDelimiter('code\nA')).toBe(',');
  });

  it('keeps quoted delimiters, doubled quotes and line breaks in their cell; skips blank lines', () => {
    expect(csvRows('code,label\r\n\r\nA,"x, ""y""\nz"\nB,plain', ',')).toEqual([
      ['code', 'label'],
      ['A', 'x, "y"\nz'],
      ['B', 'plain'],
    ]);
  });

  it('previews the first five rows and counts them all', () => {
    const csv = `code;label\n${Array.from({ length: 8 }, (_, n) => `C${n};L${n}`).join('\n')}\n`;
    const preview = previewCsv(csvRows(csv, ';'));
    expect(preview.columns).toEqual(['code', 'label']);
    expect(preview.rows).toHaveLength(5);
    expect(preview.total).toBe(8);
  });

  it('previews a JSON array by the properties of its first elements; anything else is no preview', () => {
    expect(previewJson('[{"code":"A","tagIds":[1,2]},{"code":"B","label":null}]')).toEqual({
      columns: ['code', 'tagIds', 'label'],
      rows: [
        ['A', '[1,2]', ''],
        ['B', '', ''],
      ],
      total: 2,
    });
    expect(previewJson('{"code":"A"}')).toBeUndefined();
    expect(previewJson('not json')).toBeUndefined();
  });
});

describe('the import the console asks for', () => {
  it('sends a CSV with a named header, its delimiter, and the spreadsheet variant when chosen', () => {
    const csv = { kind: 'csv', delimiter: ';', encoding: 'utf-8' } as const;
    expect(importPath('/api/v1/task', { ...csv, spreadsheet: false })).toBe(
      '/api/v1/task/import.csv?columns=named&delimiter=%3B',
    );
    expect(importPath('/api/v1/tag', { ...csv, delimiter: ',', spreadsheet: true })).toBe(
      '/api/v1/tag/import.csv?columns=named&delimiter=%2C&spreadsheet=true',
    );
    expect(importPath('/api/v1/task', { kind: 'json' })).toBe('/api/v1/task/import.json');
  });

  it('counts the cells a spreadsheet export protected: an apostrophe before =, +, -, @, tab or CR', () => {
    const text = `code,label,description\r\n'=A,"'+1",plain\r\nB,'x,"'\t1"\r\nC,"''-2",'@\r\n`;
    expect(protectedCells(text, ',')).toBe(5);
    expect(protectedCells('code,label\r\n=A,-1\r\n', ',')).toBe(0);
  });
});

describe('where a problem of a refused import is', () => {
  it('names the line and column of a CSV problem, the element (from 1) and field of a JSON one', () => {
    expect(locate('line 4: status')).toEqual({ where: 'line 4', column: 'status' });
    expect(locate('line 2')).toEqual({ where: 'line 2', column: '' });
    expect(locate('[3].label')).toEqual({ where: 'element 4', column: 'label' });
    expect(locate('contactIds')).toEqual({ where: '', column: 'contactIds' });
  });
});

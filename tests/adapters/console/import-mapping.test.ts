// The console turns a spreadsheet's words and dates into the service's before an import, in place:
// every other character of the file is kept, so the service's line numbers stay the file's.
import { describe, expect, it } from 'vitest';
import { csvCells } from '../../../adapters/console/src/exchange/csv-sniff.js';
import {
  applyMapping,
  detectDateFormat,
  type MappedColumn,
  mapCell,
  suggestValue,
  toIsoDate,
} from '../../../adapters/console/src/exchange/import-mapping.js';

/** The task columns as the console maps them (its words for the values, from the task screens). */
const status = {
  kind: 'values',
  name: 'status',
  choices: [
    { value: 'TODO', label: 'To do' },
    { value: 'IN_PROGRESS', label: 'In progress' },
    { value: 'DONE', label: 'Done' },
  ],
} as const;
const priority = {
  kind: 'values',
  name: 'priority',
  choices: [
    { value: 'LOW', label: 'Low' },
    { value: 'HIGH', label: 'High' },
    { value: 'URGENT', label: 'Urgent' },
  ],
} as const;
const dueDate = { kind: 'date', name: 'dueDate' } as const;
const TASK_COLUMNS: readonly MappedColumn[] = [status, priority, dueDate];

describe('the values of an import', () => {
  it('suggests the service value for the console’s own words, in any case, and for the value itself', () => {
    expect(suggestValue('To do', status)).toBe('TODO');
    expect(suggestValue(' in progress ', status)).toBe('IN_PROGRESS');
    expect(suggestValue('Low', priority)).toBe('LOW');
    expect(suggestValue('urgent', priority)).toBe('URGENT');
    expect(suggestValue('Someday', status)).toBeUndefined();
  });

  it('reads real dates in each format, and nothing else', () => {
    expect(toIsoDate('01.01.2027', 'DD.MM.YYYY')).toBe('2027-01-01');
    expect(toIsoDate('1.2.2027', 'DD.MM.YYYY')).toBe('2027-02-01');
    expect(toIsoDate('02/01/2027', 'MM/DD/YYYY')).toBe('2027-02-01');
    expect(toIsoDate('02/01/2027', 'DD/MM/YYYY')).toBe('2027-01-02');
    expect(toIsoDate('2027-01-31', 'YYYY-MM-DD')).toBe('2027-01-31');
    expect(toIsoDate('31.02.2027', 'DD.MM.YYYY')).toBeUndefined();
    expect(toIsoDate('13/31/2027', 'DD/MM/YYYY')).toBeUndefined();
    expect(toIsoDate('soon', 'DD.MM.YYYY')).toBeUndefined();
  });

  it('detects the format that reads the dates; day or month first as the locale has it when both do', () => {
    expect(detectDateFormat(['01.01.2027', '31.12.2027'], false)).toBe('DD.MM.YYYY');
    expect(detectDateFormat(['2027-01-01'], true)).toBe('YYYY-MM-DD');
    expect(detectDateFormat(['12/31/2027', '01/02/2027'], true)).toBe('MM/DD/YYYY');
    expect(detectDateFormat(['01/02/2027'], true)).toBe('DD/MM/YYYY');
    expect(detectDateFormat(['01/02/2027'], false)).toBe('MM/DD/YYYY');
    expect(detectDateFormat([], false)).toBe('YYYY-MM-DD');
  });

  it('maps a cell as chosen; a blank cell, an unmapped value and an unreadable date go as written', () => {
    const mapping = { values: { status: { 'To do': 'TODO' } }, dates: { dueDate: 'DD.MM.YYYY' as const } };
    expect(mapCell(status, 'To do', mapping)).toBe('TODO');
    expect(mapCell(status, 'Someday', mapping)).toBe('Someday');
    expect(mapCell(status, '', mapping)).toBe('');
    expect(mapCell(dueDate, '01.01.2027', mapping)).toBe('2027-01-01');
    expect(mapCell(dueDate, 'soon', mapping)).toBe('soon');
  });

  it('replaces only the mapped cells, keeping quotes, line ends, blank lines and every other cell', () => {
    const file =
      'code;label;status;priority;dueDate\r\n' +
      'A;"Café; ""big""\nroom";To do;Low;01.01.2027\r\n' +
      '\r\n' +
      'B;Plain;DONE;"High";\r\n';
    const mapping = {
      values: { status: { 'To do': 'TODO' }, priority: { Low: 'LOW', High: 'HIGH' } },
      dates: { dueDate: 'DD.MM.YYYY' as const },
    };
    const { text, changed } = applyMapping(file, csvCells(file, ';'), ';', TASK_COLUMNS, mapping);
    expect(text).toBe(
      'code;label;status;priority;dueDate\r\n' +
        'A;"Café; ""big""\nroom";TODO;LOW;2027-01-01\r\n' +
        '\r\n' +
        'B;Plain;DONE;HIGH;\r\n',
    );
    expect(changed).toBe(4);
  });

  it('replaces cells in file order whatever the order of the columns', () => {
    const file = 'dueDate,code,status\n01.01.2027,A,To do\n';
    const mapping = { values: { status: { 'To do': 'TODO' } }, dates: { dueDate: 'DD.MM.YYYY' as const } };
    expect(applyMapping(file, csvCells(file, ','), ',', TASK_COLUMNS, mapping).text).toBe(
      'dueDate,code,status\n2027-01-01,A,TODO\n',
    );
  });

  it('changes nothing in a file without the mapped columns', () => {
    const file = 'code,label\nA,To do\n';
    expect(applyMapping(file, csvCells(file, ','), ',', TASK_COLUMNS, { values: {}, dates: {} })).toEqual({
      text: file,
      changed: 0,
    });
  });
});

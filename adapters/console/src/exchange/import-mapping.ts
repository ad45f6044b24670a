/**
 * The service reads a file strictly (`TODO`, `2027-01-01`); people's spreadsheets say "To do" and
 * 01.01.2027. Before sending, the console turns the values of some columns into the service's,
 * as the user maps them, and leaves every other byte of the file as it is.
 */
export interface ValueColumn {
  readonly kind: 'values';
  /** The column's name in a header, as the service reads it. */
  readonly name: string;
  /** The values the service takes, and how the console names each one. */
  readonly choices: readonly { readonly value: string; readonly label: string }[];
}

export interface DateColumn {
  readonly kind: 'date';
  readonly name: string;
}

export type MappedColumn = ValueColumn | DateColumn;

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** What the user chose: a service value per file value of each value column, a format per date column. */
export interface Mapping {
  readonly values: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly dates: Readonly<Record<string, DateFormat>>;
}

/** A cell of a CSV file and where it is written (`csvCells` reads them). */
interface PlacedCell {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

const PARTS: Record<Exclude<DateFormat, 'YYYY-MM-DD'>, { pattern: RegExp; day: number; month: number }> = {
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, day: 1, month: 2 },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, day: 1, month: 2 },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, day: 2, month: 1 },
};

const pad = (part: string) => part.padStart(2, '0');

/** A date written in `format`, as the service reads it (`2027-01-01`); undefined when it is no real date so written. */
export function toIsoDate(written: string, format: DateFormat): string | undefined {
  const value = written.trim();
  let iso: string;
  if (format === 'YYYY-MM-DD') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
    iso = value;
  } else {
    const { pattern, day, month } = PARTS[format];
    const parts = pattern.exec(value);
    if (!parts) return undefined;
    iso = `${parts[3]}-${pad(parts[month] ?? '')}-${pad(parts[day] ?? '')}`;
  }
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

/** Whether the locale writes the day before the month (31.01.2027, 31/01/2027). */
export function dayFirst(locale?: string): boolean {
  const parts = new Intl.DateTimeFormat(locale).formatToParts(new Date(Date.UTC(2027, 0, 31, 12)));
  const order = parts.filter((part) => part.type === 'day' || part.type === 'month').map((part) => part.type);
  return order[0] === 'day';
}

/** The format most of a column's dates are written in; day first or month first as the locale has it when both fit. */
export function detectDateFormat(values: readonly string[], preferDayFirst: boolean): DateFormat {
  const order: readonly DateFormat[] = preferDayFirst
    ? ['YYYY-MM-DD', 'DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY']
    : ['YYYY-MM-DD', 'DD.MM.YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY'];
  const fits = (format: DateFormat) => values.filter((value) => toIsoDate(value, format)).length;
  return order.reduce((best, format) => (fits(format) > fits(best) ? format : best), order[0] as DateFormat);
}

/** The service value the console's own words stand for ("To do" → TODO, "low" → LOW), if any. */
export function suggestValue(written: string, column: ValueColumn): string | undefined {
  const said = written.trim().toLowerCase();
  return column.choices.find(
    (choice) => choice.label.toLowerCase() === said || choice.value.toLowerCase() === said,
  )?.value;
}

/** A cell as it will be sent: mapped, converted, or as written. */
export function mapCell(column: MappedColumn, written: string, mapping: Mapping): string {
  if (written.trim() === '') return written;
  if (column.kind === 'values') return mapping.values[column.name]?.[written] ?? written;
  const format = mapping.dates[column.name];
  return (format && toIsoDate(written, format)) ?? written;
}

/** The columns of `header` that are mapped, with their place in a row. */
export function mappedColumnsOf(
  header: readonly string[],
  columns: readonly MappedColumn[],
): { readonly column: MappedColumn; readonly index: number }[] {
  return columns.flatMap((column) => {
    const index = header.indexOf(column.name);
    return index < 0 ? [] : [{ column, index }];
  });
}

/**
 * The file's text (its `cells` as `csvCells` reads them, header first) with the mapped cells
 * replaced in place, every other character kept (line numbers in the service's answer stay the
 * file's), and how many cells changed.
 */
export function applyMapping(
  text: string,
  cells: readonly (readonly PlacedCell[])[],
  delimiter: string,
  columns: readonly MappedColumn[],
  mapping: Mapping,
): { readonly text: string; readonly changed: number } {
  const [header, ...rows] = cells;
  const mapped = mappedColumnsOf(header?.map((cell) => cell.value) ?? [], columns);
  const replacements: { start: number; end: number; value: string }[] = [];
  for (const row of rows) {
    for (const { column, index } of mapped) {
      const cell = row[index];
      if (!cell) continue;
      const value = mapCell(column, cell.value, mapping);
      if (value !== cell.value) {
        replacements.push({ start: cell.start, end: cell.end, value: quoted(value, delimiter) });
      }
    }
  }
  let result = '';
  let at = 0;
  for (const { start, end, value } of replacements.sort((a, b) => a.start - b.start)) {
    result += text.slice(at, start) + value;
    at = end;
  }
  return { text: result + text.slice(at), changed: replacements.length };
}

/** A value as RFC 4180 writes it: quoted only when it holds the delimiter, a quote or a line break. */
function quoted(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The distinct values written in a column (blank cells left out), in the order they first appear. */
export function distinctValues(rows: readonly (readonly string[])[], index: number): string[] {
  return [...new Set(rows.map((row) => row[index] ?? '').filter((value) => value.trim() !== ''))];
}

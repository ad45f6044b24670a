/**
 * "Export for Excel" in a locale whose decimal mark is a comma: there a spreadsheet opens a CSV file
 * by semicolons, so the console rewrites the service's comma-separated spreadsheet variant with them.
 */

/** A cell of a CSV file and where it is written (`csvCells` reads them). */
interface PlacedCell {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/** Whether the locale writes 1.5 as "1,5" (German, French, …); the browser's when none is given. */
export function decimalComma(locale?: string): boolean {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ','
  );
}

/**
 * A comma-separated file (its `cells` as `csvCells` reads them with a comma) written with
 * semicolons: a cell the service quoted stays as written (so does its protection), a cell
 * holding a semicolon (`3;7` in `tagIds`) is quoted; CRLF after every line, as the service writes.
 */
export function withSemicolons(text: string, cells: readonly (readonly PlacedCell[])[]): string {
  const cellText = (cell: PlacedCell) => {
    const raw = text.slice(cell.start, cell.end);
    return raw.startsWith('"') || !cell.value.includes(';') ? raw : `"${cell.value}"`;
  };
  return cells.map((row) => `${row.map(cellText).join(';')}\r\n`).join('');
}

/*
 * The spreadsheet variant of CSV (docs/api/exchange.md#spreadsheet-variant): a cell a
 * spreadsheet would run as a formula, one starting with =, +, -, @, tab or CR (OWASP's list for
 * CSV injection), is written with a leading `'`, which spreadsheets take as "text follows".
 * Apostrophes already in front of such a character count as part of the start, so that
 * `'=1` is written `''=1` and every cell reads back exactly as it was stored.
 */

const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A cell as protectCell writes it: one apostrophe more than the text it stands for. */
export const PROTECTED_CELL = /^'+[=+\-@\t\r]/;

/** The cell the spreadsheet variant writes for `text`. */
export function protectCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text of a cell of the spreadsheet variant: protectCell undone, any other cell as it is. */
export function unprotectCell(cell: string): string {
  return PROTECTED_CELL.test(cell) ? cell.slice(1) : cell;
}

/** What an import's path depends on: the file's kind and, for CSV, its delimiter and variant. */
export type ImportTarget =
  | { readonly kind: 'json' }
  | { readonly kind: 'csv'; readonly delimiter: string; readonly spreadsheet: boolean };

/**
 * Where the file goes. A CSV header may name the columns it brings in any order
 * (`columns=named`): a file edited in a spreadsheet often has fewer or moved columns.
 */
export function importPath(base: string, format: ImportTarget): string {
  if (format.kind === 'json') return `${base}/import.json`;
  const query = new URLSearchParams({ columns: 'named', delimiter: format.delimiter });
  if (format.spreadsheet) query.set('spreadsheet', 'true');
  return `${base}/import.csv?${query}`;
}

import type { Schemas } from '../api/client';
import { authFetch } from '../auth/auth-fetch';
import type { CsvDelimiter, CsvEncoding } from './csv-sniff';
import type { ExchangeBase } from './exchange-resources';
import { importPath } from './import-path';

/** How an import ended: the counts, or every problem the service found (and then nothing is written). */
export type ImportOutcome =
  | { readonly ok: true; readonly summary: Schemas['ImportSummary'] }
  | { readonly ok: false; readonly status: number; readonly problem: Partial<Schemas['Problem']> };

export type ImportFormat =
  | {
      readonly kind: 'csv';
      readonly delimiter: CsvDelimiter;
      readonly encoding: CsvEncoding;
      /** The file is the "Export for Excel" variant: protected cells lose their apostrophe. */
      readonly spreadsheet: boolean;
    }
  | { readonly kind: 'json' };

/**
 * Sends the body in the declared charset: the file's own bytes (not re-encoded), or the text the
 * console's mapping changed, in UTF-8. `Prefer: return=minimal` asks for the counts instead of
 * every stored record.
 */
export async function importFile(
  base: ExchangeBase,
  file: Blob,
  format: ImportFormat,
): Promise<ImportOutcome> {
  const url = importPath(base, format);
  const contentType =
    format.kind === 'csv' ? `text/csv; charset=${format.encoding}` : 'application/json; charset=utf-8';
  const response = await authFetch(
    new Request(new URL(url, window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': contentType, Prefer: 'return=minimal' },
      body: file,
    }),
  );
  const body: unknown = await response.json().catch(() => ({}));
  return response.ok
    ? { ok: true, summary: body as Schemas['ImportSummary'] }
    : { ok: false, status: response.status, problem: body as Partial<Schemas['Problem']> };
}

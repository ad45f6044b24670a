import { lazy, Suspense, useState } from 'react';
import { authFetch } from '../auth/auth-fetch';
import { usePermissions } from '../auth/use-permissions';
import { Banner } from '../ui/banner';
import { fileNameOf, saveFile } from '../ui/download';
import { networkProblem, problemView } from '../ui/problem';
import { csvCells } from './csv-sniff';
import { decimalComma, withSemicolons } from './excel-csv';
import type { Exchange } from './exchange-resources';

const ImportPanel = lazy(() => import('./import-panel').then((module) => ({ default: module.ImportPanel })));

interface ExchangeActionsProps {
  readonly exchange: Exchange;
  readonly onImported: () => void;
}

/** The service's spreadsheet variant, with semicolons where the browser's locale has a decimal comma. */
async function forExcel(response: Response): Promise<Blob> {
  if (!decimalComma()) return response.blob();
  // The decoder drops the byte order mark; it is written again in front.
  const text = new TextDecoder().decode(await response.arrayBuffer());
  return new Blob([`\ufeff${withSemicolons(text, csvCells(text, ','))}`], { type: 'text/csv;charset=utf-8' });
}

/**
 * Import from a file, and the exports as downloads: JSON, CSV as stored, and CSV for Excel
 * (`bom=true`: a byte order mark, and cells a spreadsheet would run protected by an apostrophe;
 * semicolons between cells where the locale writes decimals with a comma, as Excel there reads).
 */
export function ExchangeActions({ exchange, onImported }: ExchangeActionsProps) {
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { can } = usePermissions();
  const canImport = can(`${exchange.resource}:import`);
  const canExport = can(`${exchange.resource}:export`);

  const download = async (extension: 'json' | 'csv', query = '', excel = false) => {
    setProblem(undefined);
    try {
      const response = await authFetch(
        new Request(new URL(`${exchange.base}/export.${extension}${query}`, window.location.origin)),
      );
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => ({}));
        return setProblem(problemView(response.status, body).banner);
      }
      const name = fileNameOf(response, `${exchange.fileName}.${extension}`);
      saveFile(excel ? await forExcel(response) : await response.blob(), name);
    } catch {
      setProblem(networkProblem.banner);
    }
  };

  return (
    <>
      {canImport && (
        <button type="button" className="button" onClick={() => setImporting(true)}>
          Import
        </button>
      )}
      {canExport && (
        <>
          <button type="button" className="button" onClick={() => void download('csv')}>
            Export CSV
          </button>
          <button
            type="button"
            className="button"
            title={
              decimalComma()
                ? 'CSV with a byte order mark and semicolons between cells, as Excel reads it in your language'
                : 'CSV with a byte order mark, as Excel reads it'
            }
            onClick={() => void download('csv', '?bom=true', true)}
          >
            Export for Excel
          </button>
          <button type="button" className="button" onClick={() => void download('json')}>
            Export JSON
          </button>
        </>
      )}
      {problem && <Banner>{problem}</Banner>}
      {importing && (
        <Suspense fallback={null}>
          <ImportPanel exchange={exchange} onClose={() => setImporting(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}

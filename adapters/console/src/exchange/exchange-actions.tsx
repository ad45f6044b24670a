import { lazy, Suspense, useState } from 'react';
import { authFetch } from '../auth/auth-fetch';
import { usePermissions } from '../auth/use-permissions';
import { Banner } from '../ui/banner';
import { fileNameOf, saveFile } from '../ui/download';
import { networkProblem, problemView } from '../ui/problem';
import type { Exchange } from './exchange-resources';

const ImportPanel = lazy(() => import('./import-panel').then((module) => ({ default: module.ImportPanel })));

interface ExchangeActionsProps {
  readonly exchange: Exchange;
  readonly onImported: () => void;
}

/**
 * Import from a file, and the exports as downloads: JSON, CSV as stored, and CSV for Excel
 * (`bom=true`: a byte order mark, and cells a spreadsheet would run protected by an apostrophe).
 */
export function ExchangeActions({ exchange, onImported }: ExchangeActionsProps) {
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { can } = usePermissions();
  const canImport = can(`${exchange.resource}:import`);
  const canExport = can(`${exchange.resource}:export`);

  const download = async (extension: 'json' | 'csv', query = '') => {
    setProblem(undefined);
    try {
      const response = await authFetch(
        new Request(new URL(`${exchange.base}/export.${extension}${query}`, window.location.origin)),
      );
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => ({}));
        return setProblem(problemView(response.status, body).banner);
      }
      saveFile(await response.blob(), fileNameOf(response, `${exchange.fileName}.${extension}`));
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
          <button type="button" className="button" onClick={() => void download('csv', '?bom=true')}>
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

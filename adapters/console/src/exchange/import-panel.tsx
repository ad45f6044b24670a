import { useRef, useState } from 'react';
import { Banner } from '../ui/banner';
import { Field } from '../ui/field';
import { networkProblem } from '../ui/problem';
import { useEscape } from '../ui/use-escape';
import { usePanelFocus } from '../ui/use-panel-focus';
import type { Exchange } from './exchange-resources';
import { FilePreviewTable } from './file-preview-table';
import { MappingFields } from './import-mapping-fields';
import { ImportProblems } from './import-problems';
import { type ImportOutcome, importFile } from './import-request';
import { useImportFile } from './use-import-file';

const DELIMITER_NAMES = { ',': 'comma', ';': 'semicolon' } as const;
const ENCODING_NAMES = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252' } as const;

/** The service's summary of a refused import, saying that nothing was written when it does not. */
function refusalWords(summary: string | undefined, status: number): string {
  const words = (summary ?? `The service answered ${status}`).replace(/\.?$/, '.');
  const written = /nothing was (stored|written)/i.test(words) ? '' : ' Nothing was written.';
  return `${words}${written} Correct the file and import it again.`;
}

interface ImportPanelProps {
  readonly exchange: Exchange;
  readonly onClose: () => void;
  readonly onImported: () => void;
}

/** A CSV or JSON file: its encoding and delimiter, its first rows, then the import's counts or problems. */
export function ImportPanel({ exchange, onClose, onImported }: ImportPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePanelFocus(heading);
  useEscape(true, onClose);
  const file = useImportFile(exchange.mapped);
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { chosen, preview } = file;

  const send = async () => {
    const upload = file.upload();
    if (!upload) return;
    setBusy(true);
    setFailed(false);
    try {
      const result = await importFile(exchange.base, upload.body, upload.format);
      setOutcome(result);
      if (result.ok) onImported();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="panel panel-wide" role="dialog" aria-labelledby="import-title">
      <header className="panel-header">
        <h2 id="import-title" ref={heading} tabIndex={-1}>
          Import {exchange.plural}
        </h2>
        <button type="button" className="button button-quiet" onClick={onClose} aria-label="Close the import">
          Close
        </button>
      </header>
      <div className="panel-body">
        <p className="muted">
          A CSV file with a header row, or a JSON array, as the exports write them. Records are matched by
          code; one problem and nothing is written.
        </p>
        <Field label="File (CSV or JSON)">
          <input
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => {
              setOutcome(undefined);
              void file.choose(event.target.files?.[0]);
            }}
          />
        </Field>
        {chosen?.kind === 'csv' && (
          <div className="import-options">
            <Field label="Delimiter" hint={`Detected: ${DELIMITER_NAMES[chosen.detectedDelimiter]}`}>
              <select value={file.delimiter} onChange={(e) => file.setDelimiter(e.target.value as ',' | ';')}>
                <option value=",">Comma (,)</option>
                <option value=";">Semicolon (;)</option>
              </select>
            </Field>
            <Field label="Encoding" hint={`Detected: ${ENCODING_NAMES[chosen.detectedEncoding]}`}>
              <select
                value={file.encoding}
                onChange={(e) => file.setEncoding(e.target.value as 'utf-8' | 'windows-1252')}
              >
                <option value="utf-8">UTF-8</option>
                <option value="windows-1252">Windows-1252</option>
              </select>
            </Field>
          </div>
        )}
        {chosen?.kind === 'csv' && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={file.spreadsheet}
              onChange={(e) => file.setSpreadsheet(e.target.checked)}
            />
            Saved by "Export for Excel": a cell starting with ' before =, +, -, @, a tab or a line break loses
            that '{chosen.detectedProtected > 0 && ` (${chosen.detectedProtected} such cells found)`}
          </label>
        )}
        {chosen?.kind === 'csv' && (
          <MappingFields offers={file.offers} onValue={file.chooseValue} onDate={file.chooseDate} />
        )}
        {chosen && !preview && (
          <Banner>This file is not a JSON array: nothing can be imported from it.</Banner>
        )}
        {preview && (
          <>
            <h3>First rows</h3>
            <FilePreviewTable preview={preview} />
            <div className="panel-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={busy || preview.total === 0}
                onClick={() => void send()}
              >
                Import {preview.total} {preview.total === 1 ? 'row' : 'rows'}
              </button>
            </div>
          </>
        )}
        {failed && <Banner>{networkProblem.banner}</Banner>}
        {outcome?.ok && (
          <Banner tone="info">
            Imported {outcome.summary.total}: {outcome.summary.created} created, {outcome.summary.updated}{' '}
            updated.
          </Banner>
        )}
        {outcome && !outcome.ok && (
          <>
            <Banner>{refusalWords(outcome.problem.detail ?? outcome.problem.title, outcome.status)}</Banner>
            {outcome.problem.errors && outcome.problem.errors.length > 0 && (
              <ImportProblems errors={outcome.problem.errors} />
            )}
          </>
        )}
      </div>
    </aside>
  );
}

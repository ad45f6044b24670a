import { useCallback, useState } from 'react';
import { api } from '../api/client';
import { openPdf, type PdfAnswer, type PrintProblem } from './open-pdf';
import { type PrintRefusal, withMoreRefused } from './print-refusal';

export type PrintBase = '/api/v1/task' | '/api/v1/domaintemplate';
export type PrintLayout = 'record' | 'table';

/** The IDs a printout held, or why they cannot be told (too many to print by ID). */
type Selection = () => Promise<readonly number[] | string>;

/** The most IDs a selected printout takes (docs/api/printing.md#selection). */
const MAX_SELECTED = 1000;

/** Every active record's ID, in one page of the list; more than a selection may hold is said in words. */
function everyActive(base: PrintBase): Selection {
  return async () => {
    const { data, response } = await api.GET(base, { params: { query: { limit: String(MAX_SELECTED) } } });
    if (!data) return `The list could not be read (the service answered ${response.status}).`;
    if (response.headers.get('Link')?.includes('rel="next"')) {
      return `More than ${MAX_SELECTED} records: select the ones to print, or search and filter to fewer.`;
    }
    return data.map((row) => row.id);
  };
}

/**
 * A list's printouts (all, or a selection) and what they refused: a printout refused for
 * characters no font has keeps the records named, and "Print the others" prints the same
 * records but those, by ID; any further ones it meets are added to the refusal.
 */
export function usePrintout(base: PrintBase) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PrintProblem>();
  const [refusal, setRefusal] = useState<PrintRefusal>();
  const [selection, setSelection] = useState<{ readonly ids: Selection; readonly layout: PrintLayout }>();

  const run = useCallback(async (load: () => Promise<PdfAnswer>, known?: PrintRefusal) => {
    setBusy(true);
    setProblem(undefined);
    const found = await openPdf(load);
    setBusy(false);
    setRefusal(found?.refusal ? withMoreRefused(known, found.refusal) : undefined);
    if (!found?.refusal) setProblem(found);
  }, []);

  const printIds = (ids: readonly number[], layout: PrintLayout) =>
    api.POST(`${base}/print-selected.pdf`, {
      params: { query: { layout } },
      body: { ids: [...ids] },
      parseAs: 'blob',
    });

  const printAll = (layout: PrintLayout) => {
    setSelection({ ids: everyActive(base), layout });
    return run(() => api.GET(`${base}/print.pdf`, { params: { query: { layout } }, parseAs: 'blob' }));
  };

  const printSelected = (ids: readonly number[], layout: PrintLayout = 'record') => {
    setSelection({ ids: async () => ids, layout });
    return run(() => printIds(ids, layout));
  };

  const printOthers = async () => {
    if (!refusal || !selection) return;
    setBusy(true);
    const ids = await selection
      .ids()
      .catch(() => 'The service cannot be reached. Check the connection and try again.');
    setBusy(false);
    if (typeof ids === 'string') return setProblem({ status: 0, banner: ids, fields: {} });
    const refused = new Set(refusal.records.map((record) => record.id));
    const others = ids.filter((id) => !refused.has(id));
    if (others.length === 0)
      return setProblem({ status: 0, banner: 'Every record is refused: nothing else to print.', fields: {} });
    return run(() => printIds(others, selection.layout), refusal);
  };

  const dismiss = () => {
    setRefusal(undefined);
    setProblem(undefined);
  };

  return { busy, problem, refusal, printAll, printSelected, printOthers, dismiss };
}

export type Printout = ReturnType<typeof usePrintout>;

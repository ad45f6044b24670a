import { type PrintRefusal, printRefusal } from './print-refusal';
import { networkProblem, type ProblemView, problemView } from './problem';

/** Why a printout did not open; for characters no font has, the records refused. */
export interface PrintProblem extends ProblemView {
  readonly refusal?: PrintRefusal;
}

/** What openapi-fetch answers for a PDF read as a blob. */
export interface PdfAnswer {
  readonly data?: Blob;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * A printout too large for one document, told with the console's ways to narrow it (the service's
 * detail names its query parameters).
 */
function printProblem(status: number, error: unknown): PrintProblem {
  const view = problemView(status, error);
  const refusal = printRefusal(view, error);
  if (refusal) return { ...view, refusal };
  if (view.code !== 'PRINT.TOO_LARGE') return view;
  const count = view.banner?.split(';')[0] ?? 'The printout holds too many records';
  return {
    ...view,
    banner: `${count}. Print the list as a table, or select the rows to print, or search and filter to fewer.`,
  };
}

/**
 * Opens a PDF in a new tab, shown inline by the browser. The tab is opened before the wait, while the
 * click still counts as the user's (a tab opened after it is blocked), and closed again on a problem.
 */
export async function openPdf(load: () => Promise<PdfAnswer>): Promise<PrintProblem | undefined> {
  const tab = window.open('', '_blank');
  try {
    const { data, error, response } = await load();
    if (!data) {
      tab?.close();
      return printProblem(response.status, error);
    }
    const url = URL.createObjectURL(data);
    if (tab) tab.location.href = url;
    else window.location.href = url;
    return undefined;
  } catch {
    tab?.close();
    return networkProblem;
  }
}

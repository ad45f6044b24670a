import { Banner } from './banner';
import type { Printout } from './use-printout';

const RECORDS_SHOWN = 8;

/**
 * Below the list's header, not in its toolbar: why the last printout did not open. A refusal for
 * characters no font has lists each record on one line (which record, which field, which
 * characters) and offers to print the others.
 */
export function PrintNotice({ printout }: { printout: Printout }) {
  const { refusal, problem, busy } = printout;
  if (!refusal) return problem?.banner ? <Banner>{problem.banner}</Banner> : null;
  const count = refusal.total ?? refusal.records.length;
  const unlisted = count - refusal.records.length;
  const byId = refusal.records.every((record) => record.id !== undefined);
  return (
    <section className="print-refusal" role="alert" aria-labelledby="print-refusal-title">
      <h2 id="print-refusal-title">
        {count === 1 ? 'One record' : `${count} records`} cannot be printed: no font has some of their
        characters
      </h2>
      <ul className="print-refusal-list">
        {refusal.records.slice(0, RECORDS_SHOWN).map((record) => (
          <li key={`${record.id ?? record.name}`}>
            <span className="print-refusal-name">{record.name}</span>
            <span className="muted"> · {record.where} · </span>
            <span className="print-refusal-characters">{record.characters}</span>
          </li>
        ))}
      </ul>
      {refusal.records.length > RECORDS_SHOWN || unlisted > 0 ? (
        <p className="muted">
          and {count - Math.min(RECORDS_SHOWN, refusal.records.length)} more, named when the others are
          printed.
        </p>
      ) : null}
      {problem?.banner && <Banner>{problem.banner}</Banner>}
      <div className="print-refusal-actions">
        {byId && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void printout.printOthers()}
            disabled={busy}
          >
            {busy ? 'Printing…' : 'Print the others'}
          </button>
        )}
        <button type="button" className="button" onClick={printout.dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { Banner } from './banner';
import { openPdf } from './open-pdf';
import type { ProblemView } from './problem';

interface PrintButtonProps {
  readonly label?: string;
  readonly disabled?: boolean;
  readonly load: Parameters<typeof openPdf>[0];
}

/** A button that opens a printout in a new tab, and says in words why it could not. */
export function PrintButton({ label = 'Print', disabled = false, load }: PrintButtonProps) {
  const [problem, setProblem] = useState<ProblemView>();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    setProblem(await openPdf(load));
    setBusy(false);
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void print()} disabled={busy || disabled}>
        {label}
      </button>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
    </>
  );
}

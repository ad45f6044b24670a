import { useId, useState } from 'react';
import { usePermissions } from '../auth/use-permissions';
import type { PrintBase, PrintLayout, Printout } from '../ui/use-printout';

export type { PrintBase } from '../ui/use-printout';

/**
 * Prints every active record, a page each or as one table (which holds many more); what goes
 * wrong is told below the list's header (PrintNotice), not here in its toolbar.
 */
export function PrintList({ base, printout }: { base: PrintBase; printout: Printout }) {
  const [layout, setLayout] = useState<PrintLayout>('record');
  const id = useId();
  const { can } = usePermissions();
  if (!can(base === '/api/v1/task' ? 'tasks:print' : 'template-objects:print')) return null;
  return (
    <span className="print-list">
      <label htmlFor={id} className="visually-hidden">
        Print layout
      </label>
      <select id={id} value={layout} onChange={(event) => setLayout(event.target.value as PrintLayout)}>
        <option value="record">A page per record</option>
        <option value="table">A table</option>
      </select>
      <button
        type="button"
        className="button"
        onClick={() => void printout.printAll(layout)}
        disabled={printout.busy}
      >
        Print all
      </button>
    </span>
  );
}

import { useId, useState } from 'react';
import { api } from '../api/client';
import { usePermissions } from '../auth/use-permissions';
import { PrintButton } from '../ui/print-button';

export type PrintBase = '/api/v1/task' | '/api/v1/domaintemplate';
type Layout = 'record' | 'table';

/** Prints every active record, a page each or as one table (which holds many more). */
export function PrintList({ base }: { base: PrintBase }) {
  const [layout, setLayout] = useState<Layout>('record');
  const id = useId();
  const { can } = usePermissions();
  if (!can(base === '/api/v1/task' ? 'tasks:print' : 'template-objects:print')) return null;
  const path = base === '/api/v1/task' ? '/api/v1/task/print.pdf' : '/api/v1/domaintemplate/print.pdf';
  return (
    <span className="print-list">
      <label htmlFor={id} className="visually-hidden">
        Print layout
      </label>
      <select id={id} value={layout} onChange={(event) => setLayout(event.target.value as Layout)}>
        <option value="record">A page per record</option>
        <option value="table">A table</option>
      </select>
      <PrintButton
        label="Print all"
        load={() => api.GET(path, { params: { query: { layout } }, parseAs: 'blob' })}
      />
    </span>
  );
}

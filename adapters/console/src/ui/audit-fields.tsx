import { When } from './when';

interface Audited {
  readonly id: number;
  /** Badges and companies record no actors. */
  readonly createdBy?: string;
  readonly createdDate: string;
  readonly lastModifiedBy?: string;
  readonly lastModifiedDate: string;
}

/** Who created and last changed a record, and when: read-only, kept by the service. */
export function AuditFields({ record }: { record: Audited }) {
  return (
    <dl className="audit" aria-label="Audit">
      <dt>Created</dt>
      <dd>
        <When value={record.createdDate} time />
        {record.createdBy && ` by ${record.createdBy}`}
      </dd>
      <dt>Last changed</dt>
      <dd>
        <When value={record.lastModifiedDate} time />
        {record.lastModifiedBy && ` by ${record.lastModifiedBy}`}
      </dd>
      <dt>ID</dt>
      <dd>{record.id}</dd>
    </dl>
  );
}

import type { Archivable } from '../../domain/archivable/archivable.js';
import { formatInstant } from '../../domain/shared/instant.js';
import type { PrintField, RecordSheet } from './ports/pdf-renderer.js';

/** How one kind of archivable record is printed (docs/api/printing.md#page-layout): its titles and its own fields. */
export interface RecordPrintout<F> {
  /** E.g. "Tasks"; the document title. */
  readonly title: string;
  /** E.g. "There are no tasks."; the whole content of an empty printout. */
  readonly emptyMessage: string;
  /** The heading of one record's first page, e.g. "Task T-1". */
  heading(record: Archivable<F>): string;
  /** The fields between label/description and the audit fields (the task's workflow fields). */
  ownFields(record: Archivable<F>): readonly PrintField[];
}

/** A record's page: ID, code, label, description, its own fields, then the audit fields. */
export function recordSheet<F extends { readonly label: string; readonly description: string | null }>(
  printout: RecordPrintout<F>,
  record: Archivable<F>,
): RecordSheet {
  return {
    heading: printout.heading(record),
    fields: [
      { label: 'ID', value: String(record.id) },
      { label: 'Code', value: record.code },
      { label: 'Label', value: record.label },
      { label: 'Description', value: record.description ?? '' },
      ...printout.ownFields(record),
      { label: 'Created', value: `${formatInstant(record.createdAt)} by ${record.createdBy}` },
      { label: 'Last modified', value: `${formatInstant(record.updatedAt)} by ${record.updatedBy}` },
    ],
  };
}

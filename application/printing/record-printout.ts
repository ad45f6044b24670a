import type { Archivable } from '../../domain/records/archivable.js';
import type { PrintField, RecordSheet, TableColumn, TableRow } from './ports/pdf-renderer.js';
import { printedInstant } from './print-format.js';

/** How one kind of archivable record is printed (docs/api/printing.md#page-layout). */
export interface RecordPrintout<F> {
  /** E.g. "Tasks"; the document title. */
  readonly title: string;
  /** E.g. "Task": heads a record's page and names it in messages. */
  readonly noun: string;
  /** E.g. "task" and "tasks", to count the records in the document header. */
  readonly counted: { readonly one: string; readonly many: string };
  /** E.g. "There are no tasks."; the whole content of an empty printout. */
  readonly emptyMessage: string;
  /** The table layout's columns, a reader's scan of each record. */
  readonly columns: readonly TableColumn[];
  /** A viewer for one document; what its records refer to is read once per document. */
  viewer(): RecordViewer<F>;
}

/**
 * The view of each batch of one document's records, in turn. What the records refer to (a task's
 * tags and nomenclature) is read when a batch first needs it, then kept for the later batches.
 */
export type RecordViewer<F> = (records: readonly Archivable<F>[]) => Promise<RecordView<F>>;

/** A kind's printed values of records whose references are already read. */
export interface RecordView<F> {
  /** The fields between label/description and the audit fields (the task's workflow fields). */
  ownFields(record: Archivable<F>): readonly PrintField[];
  /** One cell per column of the table layout. */
  cells(record: Archivable<F>): readonly string[];
}

type Described = { readonly label: string; readonly description: string | null };

/** A record's page: ID, code, label, description, its own fields, then the audit fields. */
export function recordSheet<F extends Described>(
  printout: RecordPrintout<F>,
  view: RecordView<F>,
  record: Archivable<F>,
): RecordSheet {
  return {
    heading: `${printout.noun} ${record.code}`,
    reference: `${printout.noun} ${record.code} (ID ${record.id})`,
    fields: [
      { label: 'ID', value: String(record.id) },
      { label: 'Code', value: record.code },
      { label: 'Label', value: record.label },
      { label: 'Description', value: record.description ?? '' },
      ...view.ownFields(record),
      { label: 'Created', value: `${printedInstant(record.createdAt)} by ${record.createdBy}` },
      { label: 'Last modified', value: `${printedInstant(record.updatedAt)} by ${record.updatedBy}` },
    ],
  };
}

export function tableRow<F>(
  printout: RecordPrintout<F>,
  view: RecordView<F>,
  record: Archivable<F>,
): TableRow {
  return { reference: `${printout.noun} ${record.code} (ID ${record.id})`, cells: view.cells(record) };
}

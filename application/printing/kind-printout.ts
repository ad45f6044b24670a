// A kind's printout, read from its declaration: each field's printed label, column and value.
import type { Archivable } from '../../domain/records/archivable.js';
import type { CalendarDate } from '../../domain/shared/calendar-date.js';
import type { Field, Fields, FieldsOf, KindDeclaration } from '../../domain/shared/record-kind.js';
import type { PrintField, TableColumn } from './ports/pdf-renderer.js';
import { printedDate } from './print-format.js';
import type { RecordPrintout, RecordView, RecordViewer } from './record-printout.js';

/** How the references of one batch read: the printed text of a reference or links field. */
export type ReferenceText<F> = (key: string, record: Archivable<F>) => string;

export interface KindPrintoutOptions<F> {
  readonly title: string;
  readonly noun: string;
  readonly counted: { readonly one: string; readonly many: string };
  readonly emptyMessage: string;
  /** Columns after the fields' columns (a change time). */
  readonly trailing?: readonly {
    readonly column: TableColumn;
    cell(record: Archivable<F>): string;
  }[];
  /**
   * For one document: reads what a batch's references name, the first time a batch needs it,
   * kept for the batches after it. A kind without references has none.
   */
  references?(): (records: readonly Archivable<F>[]) => Promise<ReferenceText<F>>;
}

const CODE_COLUMN: TableColumn = { label: 'Code', weight: 2 };

/** The label and description head every record's page; the sheet prints them itself. */
const onSheet = (field: Field) => field.type !== 'label' && field.type !== 'description';

function printedValue(field: Field, value: unknown): string {
  switch (field.type) {
    case 'choice':
      return (field.words as Readonly<Record<string, string>>)[value as string] ?? String(value);
    case 'date':
      return value === null ? '' : printedDate(value as CalendarDate);
    default:
      return (value as string | null) ?? '';
  }
}

export function kindPrintout<F extends Fields>(
  kind: KindDeclaration<F>,
  options: KindPrintoutOptions<FieldsOf<F>>,
): RecordPrintout<FieldsOf<F>> {
  type R = Archivable<FieldsOf<F>>;
  const printed = Object.entries(kind.fields).filter(([, field]) => field.print);
  const onPage = printed.filter(([, field]) => onSheet(field));
  const columns = printed.filter(([, field]) => field.print?.column);
  const trailing = options.trailing ?? [];
  const view = (references: ReferenceText<FieldsOf<F>>): RecordView<FieldsOf<F>> => {
    const text = (key: string, field: Field, record: R) =>
      field.type === 'reference' || field.type === 'links'
        ? references(key, record)
        : printedValue(field, (record as Readonly<Record<string, unknown>>)[key]);
    return {
      ownFields: (record) =>
        onPage.map(
          ([key, field]): PrintField => ({ label: field.print!.label, value: text(key, field, record) }),
        ),
      cells: (record) => [
        record.code,
        ...columns.map(([key, field]) => text(key, field, record)),
        ...trailing.map((column) => column.cell(record)),
      ],
    };
  };
  const plain = view(() => '');
  return {
    title: options.title,
    noun: options.noun,
    counted: options.counted,
    emptyMessage: options.emptyMessage,
    columns: [
      CODE_COLUMN,
      ...columns.map(([, field]) => field.print!.column!),
      ...trailing.map((column) => column.column),
    ],
    viewer: (): RecordViewer<FieldsOf<F>> => {
      if (!options.references) return async () => plain;
      const read = options.references();
      return async (records) => view(await read(records));
    },
  };
}

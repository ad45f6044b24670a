import type { TemplateObjectFields } from '../../domain/template-objects/template-object.js';
import { printedInstant } from '../printing/print-format.js';
import type { RecordPrintout, RecordView } from '../printing/record-printout.js';

/** Template objects refer to nothing: one view serves every document. */
const VIEW: RecordView<TemplateObjectFields> = {
  ownFields: () => [],
  cells: (record) => [record.code, record.label, record.description ?? '', printedInstant(record.updatedAt)],
};

export const templateObjectPrintout: RecordPrintout<TemplateObjectFields> = {
  title: 'Template objects',
  noun: 'Template object',
  counted: { one: 'template object', many: 'template objects' },
  emptyMessage: 'There are no template objects.',
  columns: [
    { label: 'Code', weight: 2 },
    { label: 'Label', weight: 4 },
    { label: 'Description', weight: 7, excerpt: true },
    { label: 'Modified', weight: 2.2 },
  ],
  viewer: () => async () => VIEW,
};

import { templateObjectKind } from '../../domain/template-objects/template-object.js';
import { kindPrintout } from '../printing/kind-printout.js';
import { printedInstant } from '../printing/print-format.js';

/** Template objects refer to nothing: one view serves every document. */
export const templateObjectPrintout = kindPrintout(templateObjectKind, {
  title: 'Template objects',
  noun: 'Template object',
  counted: { one: 'template object', many: 'template objects' },
  emptyMessage: 'There are no template objects.',
  trailing: [
    { column: { label: 'Modified', weight: 2.2 }, cell: (record) => printedInstant(record.updatedAt) },
  ],
});

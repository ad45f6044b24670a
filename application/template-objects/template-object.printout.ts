import type { TemplateObjectFields } from '../../domain/template-objects/template-object.js';
import type { RecordPrintout } from '../printing/record-printout.js';

export const templateObjectPrintout: RecordPrintout<TemplateObjectFields> = {
  title: 'Template objects',
  emptyMessage: 'There are no template objects.',
  heading: (record) => `Template object ${record.code}`,
  ownFields: () => [],
};

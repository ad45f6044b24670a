import {
  TEMPLATE_OBJECT,
  type TemplateObjectFields,
  type TemplateObjectInput,
  templateObjectFields,
} from '../../domain/template-objects/template-object.js';
import type { RecordPolicy } from '../records/archivable-store.js';

/** Template objects carry a label and a description and reference nothing. */
export const templateObjectPolicy: RecordPolicy<TemplateObjectInput, TemplateObjectFields> = {
  kind: TEMPLATE_OBJECT,
  resource: 'template-objects',
  fields: templateObjectFields,
  checkReferences: async () => {},
};

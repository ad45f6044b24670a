import type { Archivable } from '../archivable/archivable.js';
import { checkFields } from '../shared/field-checks.js';
import type { RecordKind } from '../shared/record.errors.js';
import { validateDescription, validateLabel } from '../shared/record-fields.js';

export const TEMPLATE_OBJECT: RecordKind = { name: 'Template object', code: 'TEMPLATE_OBJECT' };

export interface TemplateObjectFields {
  readonly label: string;
  readonly description: string | null;
}

export interface TemplateObjectInput {
  readonly label: string;
  readonly description?: string | null;
}

export type TemplateObject = Archivable<TemplateObjectFields>;

/** PUT replaces every mutable field: an omitted description becomes null (docs/api/records.md#put-replaces). */
export function templateObjectFields(input: TemplateObjectInput, path = ''): TemplateObjectFields {
  return checkFields<TemplateObjectFields>({
    label: () => validateLabel(input.label, `${path}label`),
    description: () => validateDescription(input.description, `${path}description`),
  });
}

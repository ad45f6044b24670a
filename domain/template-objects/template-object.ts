import type { Archivable } from '../records/archivable.js';
import type { RecordKind } from '../shared/record.errors.js';
import {
  checkKindFields,
  defineKind,
  description,
  type FieldsOf,
  type InputOf,
  label,
} from '../shared/record-kind.js';

export const TEMPLATE_OBJECT: RecordKind = { name: 'Template object', code: 'TEMPLATE_OBJECT' };

export const templateObjectKind = defineKind({
  ...TEMPLATE_OBJECT,
  fields: {
    label: label({ print: { label: 'Label', column: { label: 'Label', weight: 4 } } }),
    description: description({
      print: { label: 'Description', column: { label: 'Description', weight: 7, excerpt: true } },
    }),
  },
});

export type TemplateObjectFields = FieldsOf<typeof templateObjectKind.fields>;

export type TemplateObjectInput = InputOf<typeof templateObjectKind.fields>;

export type TemplateObject = Archivable<TemplateObjectFields>;

/** PUT replaces every mutable field: an omitted description becomes null (docs/api/records.md#put-replaces). */
export function templateObjectFields(input: TemplateObjectInput, path = ''): TemplateObjectFields {
  return checkKindFields(templateObjectKind, input, path);
}

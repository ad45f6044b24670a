import type { z } from '@hono/zod-openapi';
import { TEMPLATE_OBJECT, templateObjectKind } from '../../../domain/template-objects/template-object.js';
import { kindBodyFields, kindResponse, toKindResponse } from '../records/kind-schemas.js';
import { type ArchivableSchemas, archivableBodies } from '../records/record-bodies.js';
import { templateObjectCsv } from './template-objects.csv.js';

const bodies = archivableBodies('TemplateObject', kindBodyFields(templateObjectKind), {
  code: 'INVOICE',
  label: 'Invoice',
  description: 'The invoice sent with every order',
});

export const toTemplateObjectResponse = toKindResponse(templateObjectKind);

export const templateObjectSchemas = {
  basePath: '/api/v1/domaintemplate',
  resource: 'template-objects',
  tag: 'Template objects',
  noun: 'template object',
  names: { one: 'TemplateObject', many: 'TemplateObjects' },
  kindName: TEMPLATE_OBJECT.name,
  exportName: 'domaintemplates',
  csv: templateObjectCsv,
  ...bodies,
  response: kindResponse(templateObjectKind, 'TemplateObject'),
  toResponse: toTemplateObjectResponse,
} satisfies ArchivableSchemas<z.ZodType, z.ZodType, z.ZodType>;

import type { z } from '@hono/zod-openapi';
import { templateObjectKind } from '../../../domain/template-objects/template-object.js';
import { kindBodyFields, kindResponse, toKindResponse } from '../records/kind-schemas.js';
import { type ArchivableSchemas, archivableBodies } from '../records/record-bodies.js';

const bodies = archivableBodies('TemplateObject', kindBodyFields(templateObjectKind), {
  code: 'INVOICE',
  label: 'Invoice',
  description: 'The invoice sent with every order',
});

export const templateObjectSchemas = {
  basePath: '/api/v1/domaintemplate',
  resource: 'template-objects',
  tag: 'Template objects',
  noun: 'template object',
  names: { one: 'TemplateObject', many: 'TemplateObjects' },
  exportName: 'domaintemplates',
  ...bodies,
  response: kindResponse(templateObjectKind, 'TemplateObject'),
} satisfies ArchivableSchemas<z.ZodType, z.ZodType, z.ZodType>;

export const toTemplateObjectResponse = toKindResponse(templateObjectKind);

import type { z } from '@hono/zod-openapi';
import { templateObjectKind } from '../../../domain/template-objects/template-object.js';
import { type ArchivableSchemas, archivableBodies } from '../archivable/archivable-bodies.js';
import { kindBodyFields, kindResponse, toKindResponse } from '../archivable/kind-schemas.js';

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

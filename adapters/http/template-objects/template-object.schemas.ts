import { z } from '@hono/zod-openapi';
import type { TemplateObject } from '../../../domain/template-objects/template-object.js';
import type { ArchivableSchemas } from '../records/archivable.routes.js';
import { auditResponseFields, ignoredAuditFields, toAuditResponse } from '../records/audit.schemas.js';

const fields = {
  label: z.string().openapi({ description: 'Non-blank, at most 255 characters' }),
  description: z.string().nullable().optional().openapi({ description: 'At most 10 000 characters' }),
};

const TemplateObjectCreate = z
  .strictObject({
    code: z.string().openapi({ description: 'Unique among active rows; immutable' }),
    ...fields,
    ...ignoredAuditFields,
  })
  .openapi('TemplateObjectCreate');

const TemplateObjectUpdate = z
  .strictObject({
    code: z
      .string()
      .optional()
      .openapi({ description: 'Ignored when equal to the stored code; 400 otherwise' }),
    ...fields,
    ...ignoredAuditFields,
  })
  .openapi('TemplateObjectUpdate');

const TemplateObjectResponse = z
  .object({
    id: z.number().int(),
    code: z.string(),
    label: z.string(),
    description: z.string().nullable(),
    ...auditResponseFields,
  })
  .openapi('TemplateObject');

export const templateObjectSchemas: ArchivableSchemas = {
  basePath: '/api/v1/domaintemplate',
  tag: 'Template objects',
  noun: 'template object',
  exportName: 'domaintemplates',
  create: TemplateObjectCreate,
  update: TemplateObjectUpdate,
  response: TemplateObjectResponse,
};

export function toTemplateObjectResponse(record: TemplateObject): z.infer<typeof TemplateObjectResponse> {
  return {
    id: record.id,
    code: record.code,
    label: record.label,
    description: record.description,
    ...toAuditResponse(record),
  };
}

import { z } from '@hono/zod-openapi';
import type { TemplateObject } from '../../../domain/template-objects/template-object.js';
import { type ArchivableSchemas, archivableBodies } from '../archivable/archivable-bodies.js';
import {
  auditResponseFields,
  labelledRecordFields,
  RecordDescription,
  RecordLabel,
  toLabelledRecordResponse,
} from '../openapi/record.schemas.js';

const bodies = archivableBodies(
  'TemplateObject',
  { label: RecordLabel, description: RecordDescription },
  { code: 'INVOICE', label: 'Invoice', description: 'The invoice sent with every order' },
);

const TemplateObjectResponse = z
  .object({ ...labelledRecordFields, ...auditResponseFields })
  .openapi('TemplateObject');

export const templateObjectSchemas = {
  basePath: '/api/v1/domaintemplate',
  resource: 'template-objects',
  tag: 'Template objects',
  noun: 'template object',
  names: { one: 'TemplateObject', many: 'TemplateObjects' },
  exportName: 'domaintemplates',
  ...bodies,
  response: TemplateObjectResponse,
} satisfies ArchivableSchemas<z.ZodType, z.ZodType, z.ZodType>;

export function toTemplateObjectResponse(record: TemplateObject): z.infer<typeof TemplateObjectResponse> {
  return toLabelledRecordResponse(record);
}

import { z } from '@hono/zod-openapi';
import type { Tag } from '../../../domain/tags/tag.js';
import {
  auditResponseFields,
  ImmutableCode,
  ignoredRecordFields,
  RecordCode,
  RecordDescription,
  RecordLabel,
  toAuditResponse,
} from '../openapi/record.schemas.js';

export const TagResponse = z
  .object({
    id: z.number().int(),
    code: z.string(),
    label: z.string(),
    description: z.string().nullable(),
    ...auditResponseFields,
  })
  .openapi('Tag');

export function toTagResponse(tag: Tag): z.infer<typeof TagResponse> {
  return {
    id: tag.id,
    code: tag.code,
    label: tag.label,
    description: tag.description,
    ...toAuditResponse(tag),
  };
}

export const CreateTagRequest = z
  .strictObject({
    code: RecordCode,
    label: RecordLabel,
    description: RecordDescription,
    ...ignoredRecordFields,
  })
  .openapi('CreateTagRequest');

export const UpdateTagRequest = z
  .strictObject({
    label: RecordLabel,
    description: RecordDescription,
    code: ImmutableCode,
    ...ignoredRecordFields,
  })
  .openapi('UpdateTagRequest');

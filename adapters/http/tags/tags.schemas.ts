import { z } from '@hono/zod-openapi';
import type { Tag } from '../../../domain/tags/tag.js';
import {
  auditResponseFields,
  ImmutableCode,
  ignoredRecordFields,
  labelledRecordFields,
  RecordCode,
  RecordDescription,
  RecordLabel,
  toLabelledRecordResponse,
} from '../openapi/record.schemas.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

export const TagResponse = z.object({ ...labelledRecordFields, ...auditResponseFields }).openapi('Tag');

export function toTagResponse(tag: Tag): z.infer<typeof TagResponse> {
  return toLabelledRecordResponse(tag);
}

export const CreateTagRequest = z
  .strictObject({
    code: RecordCode,
    label: RecordLabel,
    description: RecordDescription,
    ...ignoredRecordFields,
  })
  .openapi('CreateTagRequest', {
    example: { code: 'URGENT', label: 'Urgent', description: 'Due within the week' },
  });

export const UpdateTagRequest = z
  .strictObject({
    label: RecordLabel,
    description: RecordDescription,
    code: ImmutableCode,
    ...ignoredRecordFields,
  })
  .openapi('UpdateTagRequest', { example: { label: 'Urgent', description: 'Due within three days' } });

export const TagPatch = mergePatchSchema(UpdateTagRequest, 'TagPatch').openapi({
  example: { description: null },
});

import { z } from '@hono/zod-openapi';
import type { Tag } from '../../../domain/tags/tag.js';
import type { CsvCell } from '../../csv/csv-codec.js';
import { CODED_ENTITY_CSV_COLUMNS } from '../coded-entities/coded-entity.schemas.js';
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

const TAG_EXAMPLE = { code: 'URGENT', label: 'Urgent', description: 'Due within the week' };

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
  .openapi('CreateTagRequest', { example: TAG_EXAMPLE });

/** Tags exchange the six columns badges and companies do (docs/api/exchange.md#headers). */
export const TAG_CSV_COLUMNS = CODED_ENTITY_CSV_COLUMNS;

/** A document that imports on a fresh instance (Swagger UI's example). */
export const TAG_CSV_EXAMPLE = [TAG_CSV_COLUMNS.all.join(','), ',WAITING,Waiting on someone,,,', ''].join(
  '\r\n',
);

export function toTagCsv(tag: Tag): CsvCell[] {
  const { id, code, label, description, createdDate, lastModifiedDate } = toTagResponse(tag);
  return [id, code, label, description, createdDate, lastModifiedDate];
}

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

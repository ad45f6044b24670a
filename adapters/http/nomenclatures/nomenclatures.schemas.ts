import { z } from '@hono/zod-openapi';
import type { Nomenclature } from '../../../domain/nomenclatures/nomenclature.js';
import {
  auditResponseFields,
  ImmutableCode,
  ignoredRecordFields,
  labelledRecordFields,
  RecordCode,
  RecordDescription,
  RecordLabel,
  toAuditResponse,
} from '../openapi/record.schemas.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

/** Optional: omitted (also on PUT, which replaces every mutable field) means null, a root (docs/api/records.md#put-replaces). */
const ParentId = z
  .number()
  .int()
  .min(1)
  .max(Number.MAX_SAFE_INTEGER)
  .nullable()
  .optional()
  .openapi({
    description:
      'ID of an existing nomenclature; null or omitted makes a root. ' +
      'The entry itself or one of its descendants is a 400 (cycle).',
    example: 1,
  });

export const NomenclatureResponse = z
  .object({
    ...labelledRecordFields,
    parentId: z.number().int().nullable().openapi({ description: 'Null for a root of the tree' }),
    ...auditResponseFields,
  })
  .openapi('Nomenclature');

export function toNomenclatureResponse(nomenclature: Nomenclature): z.infer<typeof NomenclatureResponse> {
  return {
    id: nomenclature.id,
    code: nomenclature.code,
    label: nomenclature.label,
    description: nomenclature.description,
    parentId: nomenclature.parentId,
    ...toAuditResponse(nomenclature),
  };
}

export const CreateNomenclatureRequest = z
  .strictObject({
    code: RecordCode,
    label: RecordLabel,
    description: RecordDescription,
    parentId: ParentId,
    ...ignoredRecordFields,
  })
  .openapi('CreateNomenclatureRequest', {
    example: { code: 'HARDWARE', label: 'Hardware', description: 'Everything with a plug', parentId: null },
  });

export const UpdateNomenclatureRequest = z
  .strictObject({
    label: RecordLabel,
    description: RecordDescription,
    parentId: ParentId,
    code: ImmutableCode,
    ...ignoredRecordFields,
  })
  .openapi('UpdateNomenclatureRequest', {
    example: { label: 'Hardware and cables', description: 'Everything with a plug', parentId: null },
  });

export const NomenclaturePatch = mergePatchSchema(UpdateNomenclatureRequest, 'NomenclaturePatch').openapi({
  example: { description: null },
});

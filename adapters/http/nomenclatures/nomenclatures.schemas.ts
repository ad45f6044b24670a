import { z } from '@hono/zod-openapi';
import type { ExportedNomenclature } from '../../../application/nomenclatures/export-nomenclatures.use-case.js';
import type { NomenclatureImportInput } from '../../../application/nomenclatures/import-nomenclatures.use-case.js';
import type { Nomenclature } from '../../../domain/nomenclatures/nomenclature.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
import {
  type CsvValues,
  codedColumns,
  emptyAsNull,
  optionalIdCell,
  RECORD_CSV_COLUMNS,
} from '../exchange/record-csv.js';
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

const ParentCode = z.string().nullable().optional().openapi({
  description:
    'Code of the parent, stored or in the same file; when given it decides, and parentId is ignored',
  example: 'HARDWARE',
});

/** What the exchange writes: the resource with its parent's code, so a file imports on another instance. */
export const ExportedNomenclatureResponse = z
  .object({
    ...NomenclatureResponse.shape,
    parentCode: z.string().nullable().openapi({ description: 'Code of the parent; null for a root' }),
  })
  .openapi('ExportedNomenclature');

export function toExportedNomenclatureResponse(
  nomenclature: ExportedNomenclature,
): z.infer<typeof ExportedNomenclatureResponse> {
  return { ...toNomenclatureResponse(nomenclature), parentCode: nomenclature.parentCode };
}

/** An element of import.json: what export.json writes (docs/api/exchange.md#references-by-code). */
export const NomenclatureImportElement = z
  .strictObject({
    code: RecordCode,
    label: RecordLabel,
    description: RecordDescription,
    parentId: ParentId,
    parentCode: ParentCode,
    ...ignoredRecordFields,
  })
  .openapi('NomenclatureImportElement');

export function nomenclatureImportInput(
  element: z.infer<typeof NomenclatureImportElement>,
): NomenclatureImportInput {
  const { code, label, description, parentId, parentCode } = element;
  return { code, label, description, parentId, parentCode };
}

export const NOMENCLATURE_CSV_COLUMNS: CsvColumns = codedColumns([
  ...RECORD_CSV_COLUMNS,
  'parentId',
  'parentCode',
]);

/** A document that imports on a fresh instance: a parent and its child, by code (Swagger UI's example). */
export const NOMENCLATURE_CSV_EXAMPLE = [
  NOMENCLATURE_CSV_COLUMNS.all.join(','),
  ',CABLES,Cables,,,,,HARDWARE',
  ',HARDWARE,Hardware,Everything with a plug,,,,',
  '',
].join('\r\n');

export function toNomenclatureCsv(nomenclature: ExportedNomenclature): CsvCell[] {
  const r = toExportedNomenclatureResponse(nomenclature);
  return [r.id, r.code, r.label, r.description, r.createdDate, r.lastModifiedDate, r.parentId, r.parentCode];
}

/** An empty cell is null; a parentCode cell, when not empty, decides the parent. */
export function nomenclatureFromCsv(values: CsvValues): NomenclatureImportInput {
  return {
    code: values.code ?? '',
    label: values.label ?? '',
    description: emptyAsNull(values.description),
    parentId: optionalIdCell(values.parentId),
    parentCode: emptyAsNull(values.parentCode),
  };
}

// Nomenclatures' import and export (docs/api/exchange.md#taxonomy-exchange): an entry names its
// parent by ID and by code, so a file imports on another instance.
import { z } from '@hono/zod-openapi';
import type { ExportedNomenclature } from '../../../application/nomenclatures/export-nomenclatures.use-case.js';
import type { NomenclatureImportInput } from '../../../application/nomenclatures/import-nomenclatures.use-case.js';
import type { NomenclatureFields } from '../../../domain/nomenclatures/nomenclature.js';
import {
  type CsvValues,
  codedColumns,
  emptyAsNull,
  optionalIdCell,
  RECORD_CSV_COLUMNS,
} from '../exchange/record-csv.js';
import {
  ignoredRecordFields,
  RecordCode,
  RecordDescription,
  RecordLabel,
} from '../openapi/record.schemas.js';
import type { CodedEntitySchemas } from '../records/coded.schemas.js';
import type { CodedExchangeFormat } from '../records/coded-exchange-format.js';

const ParentCode = z.string().nullable().optional().openapi({
  description:
    'Code of the parent, stored or in the same file; when given it decides, and parentId is ignored',
  example: 'HARDWARE',
});

const COLUMNS = codedColumns([...RECORD_CSV_COLUMNS, 'parentId', 'parentCode']);

/** A document that imports on a fresh instance: a parent and its child, by code (Swagger UI's example). */
const CSV_EXAMPLE = [
  COLUMNS.all.join(','),
  ',CABLES,Cables,,,,,HARDWARE',
  ',HARDWARE,Hardware,Everything with a plug,,,,',
  '',
].join('\r\n');

/** An empty cell is null; a parentCode cell, when not empty, decides the parent. */
function fromCsv(values: CsvValues): NomenclatureImportInput {
  return {
    code: values.code ?? '',
    label: values.label ?? '',
    description: emptyAsNull(values.description),
    parentId: optionalIdCell(values.parentId),
    parentCode: emptyAsNull(values.parentCode),
  };
}

/** The element is what export.json writes; the row is the resource with its parent's code. */
export function nomenclatureExchange(
  schemas: CodedEntitySchemas<'actors', NomenclatureFields>,
  parentId: z.ZodType<number | null | undefined>,
): CodedExchangeFormat<NomenclatureImportInput, ExportedNomenclature> {
  const element = z
    .strictObject({
      code: RecordCode,
      label: RecordLabel,
      description: RecordDescription,
      parentId,
      parentCode: ParentCode,
      ...ignoredRecordFields,
    })
    .openapi('NomenclatureImportElement');
  const response = z
    .object({
      ...schemas.response.shape,
      parentCode: z.string().nullable().openapi({ description: 'Code of the parent; null for a root' }),
    })
    .openapi('ExportedNomenclature');
  const toResponse = (entry: ExportedNomenclature) => ({
    ...schemas.toResponse(entry),
    parentCode: entry.parentCode,
  });
  return {
    element,
    elementExample: { code: 'CABLES', label: 'Cables', description: null, parentCode: 'HARDWARE' },
    response,
    toResponse,
    csv: {
      columns: COLUMNS,
      example: CSV_EXAMPLE,
      fromCsv,
      toCsv: (entry) => [...schemas.csv.toCsv(entry), entry.parentCode],
    },
    importRule: 'upsert by code, parents by code or ID',
    // A parent deleted while the import ran.
    importErrors: [409, 413],
  };
}

import { z } from '@hono/zod-openapi';
import type { CodedEntity, CodedEntityInput } from '../../../domain/coded-entities/coded-entity.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
import { ignoredServerFields, Timestamp } from '../access/users.schemas.js';
import { type CsvValues, codedColumns, RECORD_CSV_COLUMNS } from '../exchange/record-csv.js';
import { ImmutableCode, RecordCode, RecordDescription, RecordLabel } from '../openapi/record.schemas.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

/** A create body that succeeds on a fresh instance (Swagger UI's example). */
export interface CodedExample {
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
}

export const CODED_ENTITY_CSV_HEADER = RECORD_CSV_COLUMNS;

/** The six columns exactly, or with `?columns=named` code, label and any others (docs/api/exchange.md#headers). */
export const CODED_ENTITY_CSV_COLUMNS: CsvColumns = codedColumns(CODED_ENTITY_CSV_HEADER);

/**
 * Request and response schemas of one kind of coded entity, named after it in the document
 * (`Badge`, `CreateBadgeRequest`, …). No audit actors: `createdBy` is not a property of these
 * resources, so sending it is a 400 like any unknown property (docs/api/badges.md#badge-and-company-fields).
 */
export function codedEntitySchemas(name: string, example: CodedExample) {
  const { code: _code, ...changes } = example;
  const update = z
    .strictObject({
      label: RecordLabel,
      description: RecordDescription,
      code: ImmutableCode,
      ...ignoredServerFields,
    })
    .openapi(`Update${name}Request`, { example: { ...changes, label: `${example.label} (revised)` } });
  return {
    response: z
      .object({
        id: z.number().int(),
        code: z.string(),
        label: z.string(),
        description: z.string().nullable(),
        createdDate: Timestamp,
        lastModifiedDate: Timestamp,
      })
      .openapi(name),
    create: z
      .strictObject({
        code: RecordCode,
        label: RecordLabel,
        description: RecordDescription,
        ...ignoredServerFields,
      })
      .openapi(`Create${name}Request`, { example }),
    update,
    patch: mergePatchSchema(update, `${name}Patch`).openapi({ example: { description: null } }),
    example,
    csvExample: [
      CODED_ENTITY_CSV_HEADER.join(','),
      `,${example.code}-2,${example.label} (second),,,`,
      '',
    ].join('\r\n'),
  };
}

export type CodedEntitySchemas = ReturnType<typeof codedEntitySchemas>;

export function toCodedEntityResponse(entity: CodedEntity) {
  return {
    id: entity.id,
    code: entity.code,
    label: entity.label,
    description: entity.description,
    createdDate: formatInstant(entity.createdAt),
    lastModifiedDate: formatInstant(entity.updatedAt),
  };
}

export function toCodedEntityCsv(entity: CodedEntity): CsvCell[] {
  const { id, code, label, description, createdDate, lastModifiedDate } = toCodedEntityResponse(entity);
  return [id, code, label, description, createdDate, lastModifiedDate];
}

/** id, createdDate and lastModifiedDate are server-owned: ignored on import; an empty description is null. */
export function codedEntityFromCsv(values: CsvValues): CodedEntityInput {
  return { code: values.code ?? '', label: values.label ?? '', description: values.description || null };
}

// A coded kind's JSON and CSV, read from its declaration: the body fields, the response with the
// kind's stamps, the columns (docs/api/badges.md#badge-and-company-fields, docs/api/taxonomy.md).
import { z } from '@hono/zod-openapi';
import type {
  CodedAudit,
  CodedEntity,
  CodedEntityChanges,
  CodedEntityInput,
  CodedKind,
} from '../../../domain/coded-entities/coded-entity.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
import { ignoredServerFields } from '../access/users.schemas.js';
import { kindCsv } from '../archivable/kind-csv.js';
import { kindBodyFields, kindResponseShape } from '../archivable/kind-schemas.js';
import type { CsvValues } from '../exchange/record-csv.js';
import { ImmutableCode, ignoredRecordFields, RecordCode } from '../openapi/record.schemas.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

/** A create body that succeeds on a fresh instance (Swagger UI's example). */
export interface CodedExample {
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
}

/** Swagger UI's examples of one kind. */
export interface CodedExamples {
  readonly create: CodedExample;
  /** PUT's; by default the create's with its label revised. */
  readonly update?: Omit<CodedExample, 'code'>;
  /** An import's element and CSV row; by default the create's, and a second code in the CSV. */
  readonly imported?: CodedExample;
}

/** What every coded kind answers; the actors only where the kind keeps them. */
export interface CodedEntityResponse {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
  readonly createdDate: string;
  readonly lastModifiedDate: string;
  readonly createdBy?: string;
  readonly lastModifiedBy?: string;
}

export interface CodedEntitySchemas<A extends CodedAudit> {
  readonly response: z.ZodType<CodedEntityResponse>;
  readonly create: z.ZodType<CodedEntityInput>;
  readonly update: z.ZodType<CodedEntityChanges>;
  readonly patch: z.ZodType;
  readonly examples: Required<Omit<CodedExamples, 'update'>>;
  readonly csv: {
    /** The six record columns exactly, or with `?columns=named` code, label and any others (docs/api/exchange.md#headers). */
    readonly columns: CsvColumns;
    readonly example: string;
    fromCsv(values: CsvValues): CodedEntityInput;
    toCsv(entity: CodedEntity<A>): CsvCell[];
  };
  toResponse(entity: CodedEntity<A>): CodedEntityResponse;
}

/**
 * Request and response schemas of one coded kind, named after it in the document (`Badge`,
 * `CreateBadgeRequest`, …). A kind without audit actors does not have `createdBy` as a property,
 * so sending it is a 400 like any unknown property; a kind with them ignores it.
 */
export function codedEntitySchemas<A extends CodedAudit>(
  kind: CodedKind<A>,
  name: string,
  examples: CodedExamples,
): CodedEntitySchemas<A> {
  const { create: example } = examples;
  const { code: _code, ...changes } = example;
  const actors = kind.audit === 'actors';
  const ignored = actors ? ignoredRecordFields : ignoredServerFields;
  const update = z
    .strictObject({ ...kindBodyFields(kind), code: ImmutableCode, ...ignored })
    .openapi(`Update${name}Request`, {
      example: examples.update ?? { ...changes, label: `${example.label} (revised)` },
    });
  const { createdBy: _createdBy, lastModifiedBy: _lastModifiedBy, ...timesOnly } = kindResponseShape(kind);
  const imported = examples.imported ?? { code: `${example.code}-2`, label: `${example.label} (second)` };
  const csv = kindCsv(kind, { code: imported.code, label: imported.label });
  const toResponse = (actors ? withActors : withTimes) as (entity: CodedEntity<A>) => CodedEntityResponse;
  return {
    response: z.object(actors ? kindResponseShape(kind) : timesOnly).openapi(name),
    create: z
      .strictObject({ code: RecordCode, ...kindBodyFields(kind), ...ignored })
      .openapi(`Create${name}Request`, { example }),
    update,
    patch: mergePatchSchema(update, `${name}Patch`).openapi({ example: { description: null } }),
    examples: { create: example, imported: examples.imported ?? example },
    csv: {
      columns: csv.columns,
      example: csv.example,
      fromCsv: csv.toInput,
      toCsv: (entity) => {
        const { id, code, label, description, createdDate, lastModifiedDate } = toResponse(entity);
        return [id, code, label, description, createdDate, lastModifiedDate];
      },
    },
    toResponse,
  };
}

function withTimes(entity: CodedEntity): CodedEntityResponse {
  return {
    id: entity.id,
    code: entity.code,
    label: entity.label,
    description: entity.description,
    createdDate: formatInstant(entity.createdAt),
    lastModifiedDate: formatInstant(entity.updatedAt),
  };
}

function withActors(entity: CodedEntity<'actors'>): CodedEntityResponse {
  return { ...withTimes(entity), createdBy: entity.createdBy, lastModifiedBy: entity.updatedBy };
}

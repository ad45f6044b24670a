// A coded kind's JSON and CSV, read from its declaration: the body fields, the response with the
// kind's stamps, the columns (docs/api/badges.md#badge-and-company-fields, docs/api/taxonomy.md).
import { z } from '@hono/zod-openapi';
import type {
  CodedAudit,
  CodedEntity,
  CodedEntityChanges,
  CodedEntityInput,
  CodedFields,
  CodedKind,
} from '../../../domain/coded-entities/coded-entity.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import type { FieldsOf } from '../../../domain/shared/record-kind.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
import { ignoredServerFields } from '../access/users.schemas.js';
import { kindCsv } from '../archivable/kind-csv.js';
import { kindBodyFields, kindResponseShape } from '../archivable/kind-schemas.js';
import type { CsvValues } from '../exchange/record-csv.js';
import { ImmutableCode, ignoredRecordFields, RecordCode } from '../openapi/record.schemas.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

/** A create body that succeeds on a fresh instance (Swagger UI's example). */
export type CodedExample<F extends CodedFields = CodedFields> = { readonly code: string } & FieldsOf<F>;

/** Swagger UI's examples of one kind. */
export interface CodedExamples<F extends CodedFields = CodedFields> {
  readonly create: CodedExample<F>;
  /** PUT's; by default the create's with its label revised. */
  readonly update?: Omit<CodedExample<F>, 'code'>;
  /** An import's element and CSV row; by default the create's, and a second code in the CSV. */
  readonly imported?: CodedExample<F>;
}

/** What every coded kind answers; the actors only where the kind keeps them, and the kind's own fields. */
export interface CodedEntityResponse {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
  readonly createdDate: string;
  readonly lastModifiedDate: string;
  readonly createdBy?: string;
  readonly lastModifiedBy?: string;
  readonly [field: string]: unknown;
}

/**
 * The wire schema of a declared field where it says more than its type: a range, a description,
 * an example (a nomenclature's parent). The kernel's schema of the type otherwise.
 */
export interface FieldSchemas {
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

export interface CodedEntitySchemas<A extends CodedAudit, F extends CodedFields = CodedFields> {
  readonly response: z.ZodObject & z.ZodType<CodedEntityResponse>;
  readonly create: z.ZodType<CodedEntityInput<F>>;
  readonly update: z.ZodType<CodedEntityChanges<F>>;
  readonly patch: z.ZodType;
  readonly examples: Required<Omit<CodedExamples<F>, 'update'>>;
  readonly csv: {
    /** The six record columns exactly, or with `?columns=named` code, label and any others (docs/api/exchange.md#headers). */
    readonly columns: CsvColumns;
    readonly example: string;
    fromCsv(values: CsvValues): CodedEntityInput<F>;
    toCsv(entity: CodedEntity<A, F>): CsvCell[];
  };
  toResponse(entity: CodedEntity<A, F>): CodedEntityResponse;
  /** The code and the declared fields of a body or an entity: what the use cases are given, and a PATCH applies to. */
  input(body: object): CodedEntityInput<F>;
}

/**
 * Request and response schemas of one coded kind, named after it in the document (`Badge`,
 * `CreateBadgeRequest`, …). A kind without audit actors does not have `createdBy` as a property,
 * so sending it is a 400 like any unknown property; a kind with them ignores it.
 */
export function codedEntitySchemas<A extends CodedAudit, F extends CodedFields>(
  kind: CodedKind<A, F>,
  name: string,
  examples: CodedExamples<F>,
  fields: { readonly [K in keyof F]?: FieldSchemas } = {},
): CodedEntitySchemas<A, F> {
  const { create: example } = examples;
  const { code: _code, ...changes } = example;
  const actors = kind.audit === 'actors';
  const ignored = actors ? ignoredRecordFields : ignoredServerFields;
  const body = { ...kindBodyFields(kind), ...wire(fields, 'body') };
  const update = z
    .strictObject({ ...body, code: ImmutableCode, ...ignored })
    .openapi(`Update${name}Request`, {
      example: examples.update ?? { ...changes, label: `${example.label} (revised)` },
    });
  const answered = { ...kindResponseShape(kind), ...wire(fields, 'response') };
  const { createdBy: _createdBy, lastModifiedBy: _lastModifiedBy, ...timesOnly } = answered;
  const imported = examples.imported ?? { code: `${example.code}-2`, label: `${example.label} (second)` };
  const csv = kindCsv(kind, { code: imported.code, label: imported.label });
  const keys = ['code', ...Object.keys(kind.fields)];
  const input = (value: object) => {
    const values = value as Readonly<Record<string, unknown>>;
    return Object.fromEntries(keys.map((key) => [key, values[key]])) as CodedEntityInput<F>;
  };
  const toResponse = (entity: CodedEntity<A, F>) =>
    ({
      id: entity.id,
      ...input(entity),
      createdDate: formatInstant(entity.createdAt),
      lastModifiedDate: formatInstant(entity.updatedAt),
      ...(actors ? actorsOf(entity as unknown as CodedEntity<'actors'>) : {}),
    }) as CodedEntityResponse;
  return {
    response: z.object(actors ? answered : timesOnly).openapi(name) as CodedEntitySchemas<A, F>['response'],
    create: z
      .strictObject({ code: RecordCode, ...body, ...ignored })
      .openapi(`Create${name}Request`, { example }) as unknown as z.ZodType<CodedEntityInput<F>>,
    update: update as unknown as z.ZodType<CodedEntityChanges<F>>,
    patch: mergePatchSchema(update, `${name}Patch`).openapi({ example: { description: null } }),
    examples: { create: example, imported: examples.imported ?? example },
    csv: {
      columns: csv.columns,
      example: csv.example,
      fromCsv: (values) => csv.toInput(values) as CodedEntityInput<F>,
      toCsv: (entity) => csv.toRow(entity as never),
    },
    toResponse,
    input,
  };
}

/** The kind's own schema of each field that has one, for one side of the wire. */
function wire(fields: Readonly<Partial<Record<PropertyKey, FieldSchemas>>>, side: keyof FieldSchemas) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, schemas]) => {
      const schema = schemas?.[side];
      return schema ? [[key, schema]] : [];
    }),
  );
}

function actorsOf(entity: CodedEntity<'actors'>) {
  return { createdBy: entity.createdBy, lastModifiedBy: entity.updatedBy };
}

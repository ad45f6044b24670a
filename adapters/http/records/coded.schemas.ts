// The JSON and CSV of a kind of the coded-entity kernel, read from its declaration: the body
// fields, the response with the kind's stamps, the columns (docs/api/badges.md#badge-and-company-fields,
// docs/api/taxonomy.md); a code-less kind's without a code (docs/api/badges.md#contact-fields).
import { z } from '@hono/zod-openapi';
import type {
  CodedAudit,
  CodedEntity,
  CodedEntityChanges,
  CodedEntityInput,
  CodedFields,
  CodedKind,
  CodeOf,
} from '../../../domain/records/coded-entity.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import type { Fields, FieldsOf } from '../../../domain/shared/record-kind.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
import { ignoredServerFields } from '../access/users.schemas.js';
import type { CsvValues } from '../exchange/record-csv.js';
import { ImmutableCode, ignoredRecordFields, RecordCode } from '../openapi/record.schemas.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';
import { codelessKindCsv, kindCsv } from './kind-csv.js';
import { kindBodyFields, kindResponseShape } from './kind-schemas.js';

/** A create body that succeeds on a fresh instance (Swagger UI's example). */
export type CodedExample<F extends Fields = CodedFields> = CodeOf<F> & FieldsOf<F>;

/** Swagger UI's examples of one kind. */
export interface CodedExamples<F extends Fields = CodedFields> {
  readonly create: CodedExample<F>;
  /** PUT's; by default the create's with its label revised. */
  readonly update?: Omit<CodedExample<F>, 'code'>;
  /** An import's element and CSV row; by default the create's, and a second code in the CSV. */
  readonly imported?: CodedExample<F>;
  /** PATCH's; by default one that resets the description. */
  readonly patch?: object;
  /** The CSV example's cells by column; by default the text fields of the imported element. */
  readonly csv?: Readonly<Record<string, string>>;
}

/** What every kind answers; its code where it has one, the actors where it keeps them, and its fields. */
export interface CodedEntityResponse {
  readonly id: number;
  readonly code?: string;
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

export interface CodedEntitySchemas<A extends CodedAudit, F extends Fields = CodedFields> {
  /** Whether the kind has a code (CodedKind.coded). */
  readonly coded: boolean;
  readonly response: z.ZodObject & z.ZodType<CodedEntityResponse>;
  readonly create: z.ZodType<CodedEntityInput<F>>;
  readonly update: z.ZodType<CodedEntityChanges<F>>;
  readonly patch: z.ZodType;
  readonly examples: Required<Pick<CodedExamples<F>, 'create' | 'imported'>>;
  readonly csv: {
    /**
     * The six record columns exactly, or with `?columns=named` code, label and any others
     * (docs/api/exchange.md#headers); a code-less kind's ID, fields and times.
     */
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
 * Request and response schemas of one kind, named after it in the document (`Badge`,
 * `CreateBadgeRequest`, …). A kind without audit actors does not have `createdBy` as a property,
 * so sending it is a 400 like any unknown property; a kind with them ignores it. A code-less kind
 * has one request (`ContactRequest`) for its create, its PUT and its import's elements.
 */
export function codedEntitySchemas<A extends CodedAudit, F extends Fields>(
  kind: CodedKind<A, F>,
  examples: CodedExamples<F>,
  fields: { readonly [K in keyof F]?: FieldSchemas } = {},
): CodedEntitySchemas<A, F> {
  const { name } = kind;
  const { create: example } = examples;
  const coded = example as Partial<{ readonly code: string; readonly label: string }>;
  const { code: _code, ...changes } = coded;
  const actors = kind.audit === 'actors';
  const ignored = actors ? ignoredRecordFields : ignoredServerFields;
  const body = { ...kindBodyFields(kind), ...wire(fields, 'body') };
  const update = kind.coded
    ? z.strictObject({ ...body, code: ImmutableCode, ...ignored }).openapi(`Update${name}Request`, {
        example: examples.update ?? { ...changes, label: `${coded.label} (revised)` },
      })
    : z.strictObject({ ...body, ...ignored }).openapi(`${name}Request`, { example });
  const shape = { ...kindResponseShape(kind), ...wire(fields, 'response') };
  const { code: _answeredCode, ...codeless } = shape;
  const answered = kind.coded ? shape : codeless;
  const { createdBy: _createdBy, lastModifiedBy: _lastModifiedBy, ...timesOnly } = answered;
  const imported = examples.imported ?? { code: `${coded.code}-2`, label: `${coded.label} (second)` };
  const cells = examples.csv ?? textCells(imported);
  const csv = kind.coded ? kindCsv(kind, cells) : codelessKindCsv(kind, cells);
  const keys = [...(kind.coded ? ['code'] : []), ...Object.keys(kind.fields)];
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
  const create = kind.coded
    ? z.strictObject({ code: RecordCode, ...body, ...ignored }).openapi(`Create${name}Request`, { example })
    : update;
  return {
    coded: kind.coded,
    response: z.object(actors ? answered : timesOnly).openapi(name) as CodedEntitySchemas<A, F>['response'],
    create: create as unknown as z.ZodType<CodedEntityInput<F>>,
    update: update as unknown as z.ZodType<CodedEntityChanges<F>>,
    patch: mergePatchSchema(update, `${name}Patch`).openapi({
      example: examples.patch ?? { description: null },
    }),
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

/** The text values of an example, by field: a CSV row's cells. */
function textCells(example: object): Record<string, string> {
  return Object.fromEntries(Object.entries(example).filter(([, value]) => typeof value === 'string'));
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

// A kind's JSON: its body and response fields, and the mapping of a record to its response,
// read from the kind's declaration (docs/api/records.md#shared-fields).
import { z } from '@hono/zod-openapi';
import type { Archivable } from '../../../domain/records/archivable.js';
import type {
  Field,
  Fields,
  FieldsOf,
  InputValue,
  KindDeclaration,
  StoredValue,
} from '../../../domain/shared/record-kind.js';
import {
  auditResponseFields,
  RecordDescription,
  RecordLabel,
  toAuditResponse,
} from '../openapi/record.schemas.js';

const id = z.number().int();

/** What a client sends for the field: the domain checks lengths and text rules, naming the field. */
function bodyField(field: Field): z.ZodType {
  const described = (schema: z.ZodType) =>
    field.doc === undefined ? schema : schema.openapi({ description: field.doc });
  switch (field.type) {
    case 'label':
      return RecordLabel;
    case 'description':
      return RecordDescription;
    case 'choice':
      return described(
        z
          .enum(field.values as [string, ...string[]])
          .nullable()
          .optional(),
      );
    case 'date':
      return z.string().nullable().optional().openapi({ format: 'date', description: field.doc });
    case 'line':
      return described(z.string().nullable().optional());
    case 'reference':
      return described(id.nullable().optional());
    case 'links':
      return described(z.array(id).nullable().optional());
  }
}

function responseField(field: Field): z.ZodType {
  switch (field.type) {
    case 'label':
      return z.string();
    case 'choice':
      return z.enum(field.values as [string, ...string[]]);
    case 'date':
      return z.string().nullable().openapi({ format: 'date' });
    case 'description':
    case 'line':
      return z.string().nullable();
    case 'reference':
      return id.nullable();
    case 'links':
      return z.array(id);
  }
}

type BodyShape<F extends Fields> = {
  [K in keyof F]: z.ZodType<
    F[K]['required'] extends true ? InputValue<F[K]> : InputValue<F[K]> | null | undefined
  >;
};
type ResponseValue<F> = StoredValue<F> extends readonly (infer E)[] ? E[] : StoredValue<F>;
type ResponseShape<F extends Fields> = { [K in keyof F]: z.ZodType<ResponseValue<F[K]>> };

function shape<F extends Fields>(fields: F, of: (field: Field) => z.ZodType) {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, of(field)]));
}

/** The fields of a create or update body after the code. */
export function kindBodyFields<F extends Fields>(kind: KindDeclaration<F>): BodyShape<F> {
  return shape(kind.fields, bodyField) as BodyShape<F>;
}

/** The response's fields: ID, code, the kind's fields, then the audit fields. */
export function kindResponseShape<F extends Fields>(kind: KindDeclaration<F>) {
  return {
    id,
    code: z.string(),
    ...(shape(kind.fields, responseField) as ResponseShape<F>),
    ...auditResponseFields,
  };
}

export function kindResponse<F extends Fields>(kind: KindDeclaration<F>, name: string) {
  return z.object(kindResponseShape(kind)).openapi(name);
}

export type KindResponse<F extends Fields> = z.output<ReturnType<typeof kindResponse<F>>>;

/** The response of a record; lists are copied, so a response never shares a stored array. */
export function toKindResponse<F extends Fields>(
  kind: KindDeclaration<F>,
): (record: Archivable<FieldsOf<F>>) => KindResponse<F> {
  const keys = Object.keys(kind.fields);
  return (record) => {
    const values = record as Readonly<Record<string, unknown>>;
    const response: Record<string, unknown> = { id: record.id, code: record.code };
    for (const key of keys) {
      const value = values[key];
      response[key] = Array.isArray(value) ? [...value] : value;
    }
    return Object.assign(response, toAuditResponse(record)) as KindResponse<F>;
  };
}

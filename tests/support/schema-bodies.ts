import fc from 'fast-check';
import { classText } from './text-classes.js';

/** The part of an OpenAPI 3.1 schema object the generator reads. */
interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
}

export interface OpenApiDocument {
  readonly components?: { readonly schemas?: Readonly<Record<string, Schema>> };
}

/**
 * Values shaped like a documented request body, every string drawn from the text classes of
 * docs/api/text.md: they pass the shape checks and reach the text rules behind them.
 */
export function bodyOf(schema: Schema, doc: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return bodyOf(doc.components?.schemas?.[name] ?? {}, doc, depth);
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => bodyOf(choice, doc, depth)));
  const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
  if (types.length > 1) return fc.oneof(...types.map((type) => bodyOf({ ...schema, type }, doc, depth)));
  switch (types[0]) {
    case 'object': {
      // Properties without a type are server-owned ones that are ignored: leave them out.
      const typed = Object.entries(schema.properties ?? {}).filter(([, property]) => !isUntyped(property));
      const shape = Object.fromEntries(
        typed.map(([name, property]) => [name, bodyOf(property, doc, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((name) => name in shape);
      return fc.record(shape, { requiredKeys: required });
    }
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(bodyOf(schema.items ?? {}, doc, depth + 1), { maxLength: 3 });
    case 'string':
      return schema.enum ? fc.oneof(fc.constantFrom(...schema.enum), classText) : classText;
    case 'integer':
    case 'number':
      return fc.integer({ min: 1, max: 5 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function isUntyped(schema: Schema): boolean {
  return !schema.$ref && !schema.type && !schema.anyOf && !schema.oneOf && !schema.enum;
}

import { json } from '../../support/http.js';
import type { TestApp } from '../../support/test-app.js';

/** The JSON request body of an operation, as the OpenAPI document states it. */
export interface DocumentedBody {
  /** An array of such objects (seed, import.json) rather than one object. */
  readonly array: boolean;
  readonly properties: readonly string[];
  /** Properties documented as server-owned, which a client may send back and the server ignores. */
  readonly ignored: readonly string[];
}

export interface DocumentedOperation {
  readonly method: string;
  /** As in the document: `/api/v1/tag/{id}`. */
  readonly template: string;
  /** It takes a request body, of any media type. */
  readonly takesBody: boolean;
  /** It takes an `application/json` request body. */
  readonly takesJson: boolean;
  /** That body's properties, when it is an object or an array of objects. */
  readonly body?: DocumentedBody;
}

interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly items?: Schema;
  readonly properties?: Record<string, { readonly description?: string }>;
}

const SERVER_OWNED = 'Server-owned; ignored';

type Operations = Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>;

/** Every operation of the served document, with its JSON object body resolved. */
export async function documentedOperations(t: TestApp): Promise<DocumentedOperation[]> {
  const doc = await json(await t.request('GET', '/openapi.json'));
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  return Object.entries<Operations>(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const schema = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        template,
        takesBody: operation.requestBody !== undefined,
        takesJson: schema !== undefined,
        body: schema && describeBody(resolve(schema), resolve),
      };
    }),
  );
}

function describeBody(schema: Schema, resolve: (schema: Schema) => Schema): DocumentedBody | undefined {
  const array = schema.type === 'array';
  const object = array && schema.items ? resolve(schema.items) : schema;
  if (!object.properties) return undefined;
  const entries = Object.entries(object.properties);
  return {
    array,
    properties: entries.map(([name]) => name),
    ignored: entries.filter(([, p]) => p.description === SERVER_OWNED).map(([name]) => name),
  };
}

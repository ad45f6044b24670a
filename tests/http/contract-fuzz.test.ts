import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from '../support/backends.js';
import { json } from '../support/http.js';
import { bodyOf, type OpenApiDocument } from '../support/schema-bodies.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { classText, textPiece } from '../support/text-classes.js';

/** Runs per operation; FUZZ_RUNS raises it for a long run on demand. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/**
 * The prompts and the model list call whatever server the (fuzzed) settings name, and answer a
 * documented 503 until one is configured: no test traffic leaves this machine.
 */
const EXCLUDED = new Set([
  'POST /api/v1/lmstudio/prompt',
  'POST /api/v1/lmstudio/prompt/stream',
  'GET /api/v1/lmstudio/models',
]);

interface Operation {
  readonly method: string;
  readonly template: string;
  readonly documented: ReadonlySet<number>;
  /** Bodies shaped like its documented JSON request body, with text of every class in their strings. */
  readonly shaped?: fc.Arbitrary<string>;
}

const segment = fc.oneof(
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '%00', '%2F', '..', '１', ' 1'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  classText.map(percentEncoded),
);

/** Like encodeURIComponent, which throws on an unpaired surrogate; that becomes its CESU-8 bytes, not UTF-8. */
function percentEncoded(text: string): string {
  return Array.from(text, (character) =>
    /\p{Cs}/u.test(character) ? '%ED%A0%80' : encodeURIComponent(character),
  ).join('');
}

/** The string properties of the API's request bodies, so that generated objects reach the text rules. */
const TEXT_FIELDS = [
  'code',
  'label',
  'description',
  'assignedTo',
  'firstName',
  'lastName',
  'companyName',
  'email',
  'username',
  'password',
  'baseUrl',
  'model',
  'token',
  'prompt',
  'system',
  'viewMode',
  'status',
  'priority',
  'dueDate',
] as const;

/** Objects of those properties holding text of every class of docs/api/text.md (unpaired surrogates too). */
const textObject = fc.dictionary(fc.constantFrom(...TEXT_FIELDS), classText, { minKeys: 1 });

/** A CSV upload whose cells hold text of those classes. */
const csvWithText = fc
  .array(fc.tuple(classText, classText, classText), { minLength: 1, maxLength: 3 })
  .map(
    (rows) =>
      `id,code,label,description,createdDate,lastModifiedDate\r\n${rows
        .map((cells) => `,${cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')},,\r\n`)
        .join('')}`,
  );

const deep = (depth: number): unknown => (depth === 0 ? 1 : { a: [deep(depth - 1)] });

/** Raw bodies: JSON of every shape, and things that are not JSON at all. */
const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 2, stringUnit: textPiece }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
    .map((value) => JSON.stringify(value)),
  textObject.map((value) => JSON.stringify(value)),
  fc.array(textObject, { maxLength: 3 }).map((value) => JSON.stringify(value)),
  csvWithText,
  fc
    .record({ ids: fc.array(fc.oneof(fc.integer(), fc.double(), fc.string()), { maxLength: 5 }) })
    .map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
  fc.constantFrom(
    '',
    '{"code":"a","code":"b","label":"x"}',
    `{"label":"${'x'.repeat(300_000)}"}`,
    JSON.stringify(deep(2000)),
    '{"label":"\\ud800"}',
    'id,code,label\r\n1,"unclosed\r\n',
    '\ufeffid,code,label,description,createdDate,lastModifiedDate\r\n,A,\u0000,,,\r\n',
  ),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/csv',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);

interface DocumentedOperation {
  readonly responses: Record<string, unknown>;
  readonly requestBody?: { readonly content: Record<string, { readonly schema?: object }> };
}

async function operations(t: TestApp): Promise<Operation[]> {
  const doc: OpenApiDocument & { paths: Record<string, Record<string, DocumentedOperation>> } = await json(
    await t.request('GET', '/openapi.json'),
  );
  return Object.entries(doc.paths)
    .flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const schema = operation.requestBody?.content['application/json']?.schema;
        return {
          method: method.toUpperCase(),
          template,
          documented: new Set(Object.keys(operation.responses).map(Number)),
          shaped: schema && bodyOf(schema, doc).map((value) => JSON.stringify(value)),
        };
      }),
    )
    .filter((op) => !EXCLUDED.has(`${op.method} ${op.template}`));
}

/** Issue #8: generated valid and invalid inputs for every documented operation, as an administrator. */
describeEachBackend('fuzzing every operation from the OpenAPI document', (backend) => {
  let t: TestApp;
  let admin: string;
  let all: Operation[];
  let sent = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await t.adminToken();
    all = await operations(t);
  });
  afterAll(async () => {
    // The issue asks for the number of requests sent.
    console.error(`[fuzz] ${backend}: ${sent} requests to ${all.length} operations`);
    await t.close();
  });

  it('when any input is sent, then the answer is a documented status, never a 5xx, and every error is a problem with a code', async () => {
    for (const op of all) {
      const withBody = op.method === 'POST' || op.method === 'PUT';
      const anyBody = fc.record({ raw: body, type: contentType });
      const bodies = op.shaped
        ? fc.oneof(anyBody, fc.record({ raw: op.shaped, type: fc.constant('application/json') }))
        : anyBody;
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 4, maxLength: 4 }),
          bodies,
          fc.oneof(fc.string({ maxLength: 30 }), classText),
          async (segments, { raw, type }, query) => {
            let i = 0;
            const path = op.template.replace(/\{[^}]+\}/g, () => segments[i++]!);
            const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
            const url = `${path}?contactIds=${percentEncoded(query)}`;
            const response = await t.request(op.method, url, {
              token: admin,
              headers,
              body: withBody ? raw : undefined,
            });
            sent += 1;
            const where = `${op.method} ${url} (${type}) ${raw.slice(0, 80)}`;
            expect(response.status, where).toBeLessThan(500);
            // A segment such as `..` makes another path, which may match nothing (404) or another route with other methods (405).
            expect([...op.documented, 404, 405, 413], where).toContain(response.status);
            if (response.status >= 400) {
              expect(response.headers.get('content-type'), where).toBe('application/problem+json');
              const problem = await json(response);
              expect(problem.status, where).toBe(response.status);
              expect(problem.code, where).toEqual(expect.stringMatching(/^[A-Z_]+\.[A-Z_]+$/));
            } else {
              await response.arrayBuffer();
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 120_000);
});

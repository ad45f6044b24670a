import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypes } from '../../scripts/console-api-types.js';
import { json } from '../support/http.js';
import { useTestApp } from '../support/use-test-app.js';

/**
 * A client another team might write against types openapi-typescript generated from the
 * document: it names operations by their operationId, so renaming one breaks its build.
 */
const CLIENT = `
import type { operations } from './api';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

type TaskPage = Json<operations['listTasks']['responses'][200]>;
export const codes = (page: TaskPage): string[] => page.map((task) => task.code);

export const query: operations['listTasks']['parameters']['query'] = { limit: '50', q: 'venue' };

export const task: Json<operations['createTask']['requestBody']> = { code: 'T-1', label: 'Book a venue' };

export const selection: Json<operations['printSelectedTasks']['requestBody']> = { ids: [1, 2] };

export const id: operations['getTask']['parameters']['path']['id'] = 7;

type Badges = Json<operations['exportBadgesJson']['responses'][200]>;
export const labels = (badges: Badges): string[] => badges.map((badge) => badge.label);

export const credentials: Json<operations['login']['requestBody']> = { username: 'alice', password: 'secret' };
`;

/** The types openapi-typescript generates from a document, under `name`.d.ts, and a client of them. */
async function clientOf(document: unknown, folder: string, name: string): Promise<string> {
  writeFileSync(join(folder, `${name}.d.ts`), await apiTypes(document));
  const client = join(folder, `${name}-client.ts`);
  writeFileSync(client, CLIENT.replace("from './api'", `from './${name}'`));
  return client;
}

/** The type errors of each client, checked in one program: its libraries are loaded once. */
function typeErrors(clients: readonly string[]): Map<string, string[]> {
  const program = ts.createProgram([...clients], {
    strict: true,
    noEmit: true,
    // The generated declarations are not this test's subject; the client's use of them is.
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  return new Map(
    clients.map((client) => [
      client,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(client))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ]),
  );
}

/** docs/api/operations.md#openapi-document-and-swagger-ui: operation IDs are a contract. */
describe('a client generated from the OpenAPI document', () => {
  const t = useTestApp('memory', { signIn: false, per: 'all' });
  const folder = mkdtempSync(join(tmpdir(), 'openapi-client-'));
  let served: string;
  let renamed: string;
  let errors: Map<string, string[]>;
  beforeAll(async () => {
    const document = await json(await t.request('GET', '/openapi.json'));
    served = await clientOf(document, folder, 'api');
    const changed = structuredClone(document);
    changed.paths['/api/v1/task/print-selected.pdf'].post.operationId = 'printTaskSelection';
    renamed = await clientOf(changed, folder, 'renamed');
    errors = typeErrors([served, renamed]);
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('when its types are generated with openapi-typescript, then a client naming operations by ID type-checks', () => {
    expect(errors.get(served)).toEqual([]);
  });

  it('when an operation the client uses is renamed, then the client no longer type-checks', () => {
    expect(errors.get(renamed)?.join('\n')).toContain("Property 'printSelectedTasks' does not exist");
  });
});

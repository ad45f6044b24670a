import { describe, expect, it } from 'vitest';
import { json } from '../support/http.js';
import { useTestApp } from '../support/use-test-app.js';

interface Operation {
  readonly operationId?: string;
  readonly tags?: readonly string[];
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly responses: Record<string, unknown>;
  readonly 'x-permission'?: string;
}

interface Document {
  readonly info: { readonly license?: { readonly name: string; readonly identifier?: string } };
  readonly servers?: readonly { readonly url: string }[];
  readonly tags?: readonly { readonly name: string; readonly description?: string }[];
  readonly paths: Record<string, Record<string, Operation>>;
}

/** The operations that cannot answer a 4xx: the probes, and /metrics without METRICS_TOKEN. */
const NO_CLIENT_ERRORS = ['GET /health/live', 'GET /health/ready', 'GET /metrics'];

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${template}`,
      ...operation,
    })),
  );

/** docs/api/operations.md#openapi-document-and-swagger-ui: what client generators rely on. */
describe('the operations of the OpenAPI document', () => {
  const t = useTestApp('memory', { signIn: false, per: 'all' });
  let document: Document;
  const served = async () => {
    document ??= await json(await t.request('GET', '/openapi.json'));
    return document;
  };

  it('when generators read it, then every operation has a unique camelCase operationId', async () => {
    const operations = operationsOf(await served());
    expect(operations.length).toBeGreaterThan(140);
    for (const { name, operationId } of operations) {
      expect(operationId, name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
    const ids = operations.map(({ operationId }) => operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('when a kernel serves several kinds, then each kind names its own operations', async () => {
    const ids = new Set(operationsOf(await served()).map(({ operationId }) => operationId));
    for (const id of [
      'listTasks',
      'createTask',
      'printTask',
      'printAllTasks',
      'printSelectedTasks',
      'importTasksCsv',
      'listTemplateObjects',
      'archiveTemplateObject',
      'createBadge',
      'exportBadgesJson',
      'deleteCompany',
      'importTagsJson',
      'exportContactsCsv',
    ]) {
      expect(ids, id).toContain(id);
    }
  });

  it('when operations are grouped, then each has one tag, declared with a description, and no declared tag is empty', async () => {
    const doc = await served();
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    const used = new Set<string>();
    for (const { name, tags } of operationsOf(doc)) {
      expect(tags, name).toHaveLength(1);
      const tag = tags![0]!;
      expect(declared.get(tag), `${name}: tag ${tag}`).toMatch(/\w/);
      used.add(tag);
    }
    expect([...declared.keys()].sort()).toEqual([...used].sort());
  });

  it('when security is read, then a public operation says it needs none and a secured one names the bearer scheme', async () => {
    for (const { name, security, ...operation } of operationsOf(await served())) {
      const expected = operation['x-permission'] === undefined ? [] : [{ bearerAuth: [] }];
      expect(security, name).toEqual(expected);
    }
  });

  it('when responses are read, then every operation but the probes and the open metrics documents a 4xx', async () => {
    for (const { name, responses } of operationsOf(await served())) {
      const clientErrors = Object.keys(responses).filter((status) => status.startsWith('4'));
      if (NO_CLIENT_ERRORS.includes(name)) expect(clientErrors, name).toEqual([]);
      else expect(clientErrors.length, name).toBeGreaterThan(0);
    }
  });

  it('when the document is read, then it names its licence and a server relative to where it was read', async () => {
    const doc = await served();
    expect(doc.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
    expect(doc.servers?.map((server) => server.url)).toEqual(['/']);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { type DocumentedOperation, documentedOperations } from './documented-operations.js';

/** What a client would forge for each server-owned property the request schemas accept and ignore. */
const FORGED: Record<string, unknown> = {
  id: 987_654,
  createdDate: '2000-01-01T00:00:00.000000Z',
  lastModifiedDate: '2000-01-01T00:00:00.000000Z',
  createdBy: 'mallory',
  lastModifiedBy: 'mallory',
  system: true,
  tokenConfigured: true,
};

/** Properties an attacker would try to slip in; each is refused wherever the schema does not name it. */
const SMUGGLED: Record<string, unknown> = {
  passwordHash: '$2b$04$forgedforgedforgedforgedforgedforgedforgedforgedforge',
  isAdmin: true,
  roles: ['ADMIN'],
  enabled: true,
  version: 99,
  archivedAt: '2000-01-01T00:00:00.000000Z',
  ownerId: 1,
};

const LLM_SETTINGS = '/api/v1/lmstudio/settings';

/** A valid object to create at each collection path; `n` keeps codes and names unique. */
const CREATE: Record<string, (n: number) => object> = {
  '/api/v1/auth/users': (n) => ({ username: `member${n}`, password: 'a-long-password' }),
  '/api/v1/auth/roles': (n) => ({ code: `ROLE_${n}`, label: 'Role' }),
  '/api/v1/tag': (n) => ({ code: `tag-${n}`, label: 'Tag' }),
  '/api/v1/nomenclature': (n) => ({ code: `nom-${n}`, label: 'Entry' }),
  '/api/v1/task': (n) => ({ code: `task-${n}`, label: 'Task' }),
  '/api/v1/domaintemplate': (n) => ({ code: `tpl-${n}`, label: 'Template' }),
  '/api/v1/badge': (n) => ({ code: `badge-${n}`, label: 'Badge' }),
  '/api/v1/company': (n) => ({ code: `company-${n}`, label: 'Company' }),
  '/api/v1/contact': (n) => ({ firstName: 'Ada', lastName: `Lovelace ${n}` }),
  [LLM_SETTINGS]: () => ({ baseUrl: 'http://127.0.0.1:9', model: 'local-model', timeoutSeconds: 5 }),
};

/** A valid replacement of an existing object at `<collection>/{id}`. */
const UPDATE: Record<string, (n: number) => object> = {
  '/api/v1/auth/users': (n) => ({ username: `renamed${n}`, enabled: true, roles: ['USER'] }),
  '/api/v1/contact': () => ({ firstName: 'Grace', lastName: 'Hopper' }),
};
const RELABEL = () => ({ label: 'Relabelled' });

/** Where a write lands: the collection (or settings) path it belongs to. */
function collectionOf(template: string): string {
  return template.replace(/\/(\{id\}|seed|import\.json)$/, '');
}

/** OWASP API3 (mass assignment), generated from the request schemas of the OpenAPI document. */
describeEachBackend('mass assignment on every create and update', (backend) => {
  const t = useTestApp(backend);
  let writes: DocumentedOperation[];
  let next = 0;
  beforeEach(async () => {
    next = 0;
    writes = (await documentedOperations(t)).filter((op) => (op.body?.ignored.length ?? 0) > 0);
  });

  const send = (method: string, path: string, body?: unknown) =>
    t.request(method, path, { token: t.admin, json: body });

  /** The path to write to and a valid body for it, creating the object first for a PUT on `{id}`. */
  async function target(op: DocumentedOperation): Promise<{ path: string; body: object }> {
    const collection = collectionOf(op.template);
    const create = CREATE[collection];
    if (!create) throw new Error(`no valid body for ${op.method} ${op.template}: add one to CREATE`);
    const n = next++;
    if (!op.template.endsWith('/{id}')) return { path: op.template, body: create(n) };
    const created = await send('POST', collection, create(n));
    expect(created.status, `create before ${op.template}`).toBe(201);
    const { id } = await json(created);
    return { path: `${collection}/${id}`, body: (UPDATE[collection] ?? RELABEL)(n) };
  }

  const withFields = (op: DocumentedOperation, body: object, fields: object) =>
    op.body!.array ? [{ ...body, ...fields }] : { ...body, ...fields };

  it('when the document is read, then every create, update, seed and import body documents server-owned fields', () => {
    expect(writes.map((op) => `${op.method} ${op.template}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/task', 'PUT /api/v1/auth/users/{id}', `PUT ${LLM_SETTINGS}`]),
    );
    expect(writes.length).toBeGreaterThan(25);
  });

  it('when server-owned fields are forged on any such write, then the stored object keeps the server values', async () => {
    for (const op of writes) {
      const { path, body } = await target(op);
      const forged = Object.fromEntries(op.body!.ignored.map((name) => [name, FORGED[name]]));
      expect(Object.values(forged), `a forged value for each of ${op.body!.ignored}`).not.toContain(
        undefined,
      );
      const response = await send(op.method, path, withFields(op, body, forged));
      expect([200, 201], `${op.method} ${path}`).toContain(response.status);
      const written = await json(response);
      const stored = op.body!.array ? written[0] : written;
      const reread = await json(
        await send('GET', path === LLM_SETTINGS ? path : `${collectionOf(op.template)}/${stored.id}`),
      );
      for (const [name, value] of Object.entries(forged)) {
        expect(stored[name], `${op.method} ${op.template}: ${name} in the answer`).not.toEqual(value);
        expect(reread[name], `${op.method} ${op.template}: ${name} when read again`).not.toEqual(value);
      }
    }
  });

  it('when unknown properties come with an otherwise valid write, then 400 names each and nothing changes', async () => {
    for (const op of writes) {
      const { path, body } = await target(op);
      const collection = collectionOf(op.template);
      const before = await (await send('GET', collection)).text();
      const smuggled = Object.fromEntries(
        Object.entries(SMUGGLED).filter(([name]) => !op.body!.properties.includes(name)),
      );
      const response = await send(op.method, path, withFields(op, body, smuggled));
      expect(response.status, `${op.method} ${path}`).toBe(400);
      const prefix = op.body!.array ? '[0].' : '';
      expect((await json(response)).errors.map((e: { path: string }) => e.path).sort()).toEqual(
        Object.keys(smuggled)
          .map((name) => `${prefix}${name}`)
          .sort(),
      );
      expect(await (await send('GET', collection)).text(), `${op.method} ${path} changed nothing`).toBe(
        before,
      );
    }
  });
});

describe('unknown properties on every JSON body of the API', () => {
  const t = useTestApp('memory', { per: 'all' });
  let all: DocumentedOperation[];
  let bodies: DocumentedOperation[];
  beforeAll(async () => {
    all = await documentedOperations(t);
    bodies = all.filter((op) => op.body);
  });

  it('when the document is read, then every JSON body is an object, or an array of objects, with named properties', () => {
    expect(all.filter((op) => op.takesJson && !op.body)).toEqual([]);
    expect(bodies.length).toBeGreaterThan(30);
  });

  it('when any JSON body carries a property its schema does not name, then 400 names it, before any work is done', async () => {
    for (const op of bodies) {
      const smuggled = Object.fromEntries(
        Object.entries(SMUGGLED).filter(([name]) => !op.body!.properties.includes(name)),
      );
      const path = op.template.replace(/\{[^}]+\}/g, '1');
      const response = await t.request(op.method, path, {
        token: t.admin,
        json: op.body!.array ? [smuggled] : smuggled,
      });
      expect(response.status, `${op.method} ${path}`).toBe(400);
      const paths = (await json(response)).errors.map((e: { path: string }) => e.path);
      const prefix = op.body!.array ? '[0].' : '';
      expect(paths, `${op.method} ${path}`).toEqual(
        expect.arrayContaining(Object.keys(smuggled).map((name) => `${prefix}${name}`)),
      );
    }
  });
});

import { json } from './http.js';
import type { TestApp } from './test-app.js';

/**
 * Something of everything an archive holds, written through the API: taxonomy with a parent
 * created after its child, tasks with tags (one archived, its code reused), a template object,
 * badges with contacts, a company, a second user with a custom role and settings, anonymous
 * settings, the language-model configuration with its token, and an API key.
 */
export async function populateInstance(t: TestApp, admin: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const response = await t.request('POST', path, { token: admin, json: body });
    if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return json(response);
  };
  const put = async (path: string, body: unknown, token = admin) => {
    const response = await t.request('PUT', path, { token, json: body });
    if (response.status >= 300) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
  };
  const urgent = await post('/api/v1/tag', { code: 'URGENT', label: 'Urgent', description: 'Now' });
  const later = await post('/api/v1/tag', { code: 'LATER', label: 'Later' });
  const child = await post('/api/v1/nomenclature', { code: 'CHILD', label: 'Child' });
  const parent = await post('/api/v1/nomenclature', { code: 'PARENT', label: 'Parent' });
  await put(`/api/v1/nomenclature/${child.id}`, { label: 'Child', parentId: parent.id });
  await post('/api/v1/task', {
    code: 'T-1',
    label: 'Book the venue',
    description: 'Two rooms\nand a hall',
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    dueDate: '2026-12-01',
    assignedTo: 'alice',
    tagIds: [later.id, urgent.id],
    nomenclatureId: child.id,
  });
  const archived = await post('/api/v1/task', { code: 'T-2', label: 'First try' });
  await t.request('DELETE', `/api/v1/task/${archived.id}`, { token: admin });
  await post('/api/v1/task', { code: 'T-2', label: 'Second try', tagIds: [urgent.id] });
  await post('/api/v1/domaintemplate', { code: 'RECEIPT', label: 'Receipt' });
  const badge = await post('/api/v1/badge', { code: 'CONF', label: 'Conference' });
  await post('/api/v1/company', { code: 'ACME', label: 'Acme', description: 'Ελληνικά' });
  const ada = await post('/api/v1/contact', { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Acme' });
  const bob = await post('/api/v1/contact', {
    firstName: 'Bob',
    lastName: 'Müller',
    email: 'bob@example.org',
  });
  await put(`/api/v1/badge/${badge.id}/contacts`, { contactIds: [bob.id, ada.id] });
  await post('/api/v1/auth/roles', {
    code: 'EDITOR',
    label: 'Editor',
    permissions: ['tasks:write', 'tasks:read'],
  });
  const alice = await t.createUser({ username: 'alice', roles: ['EDITOR', 'USER'] });
  await put('/api/v1/settings/user/me', { viewMode: 'dark' }, await alice.token());
  await put('/api/v1/settings/user/anonymous', { viewMode: 'light' });
  await put('/api/v1/lmstudio/settings', {
    baseUrl: 'http://lmstudio:1234',
    model: 'qwen',
    timeoutSeconds: 60,
    token: 'sk-secret-token',
  });
  await post('/api/v1/auth/api-keys', { name: 'script', permissions: ['tasks:read'] });
}

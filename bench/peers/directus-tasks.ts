import type { DirectusServer } from './directus-server.js';
import { directusRow, type PeerTask } from './peer-tasks.js';

/** Rows per bulk POST while seeding: well within Directus's payload limit. */
const SEED_BATCH = 1000;

/**
 * The `tasks` collection with the service's task fields, made through Directus's API as an
 * administrator would: a unique code, and indexes on the columns the compared queries filter
 * and sort by (the service has its own indexes for them).
 */
export async function createTasksCollection(directus: DirectusServer): Promise<void> {
  const text = (field: string, schema: Record<string, unknown> = {}) => ({ field, type: 'string', schema });
  await call(directus, 'POST', '/collections', {
    collection: 'tasks',
    meta: {},
    schema: {},
    fields: [
      { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
      text('code', { is_nullable: false, is_unique: true }),
      text('label', { is_nullable: false }),
      { field: 'description', type: 'text', schema: {} },
      text('status', { default_value: 'TODO', is_indexed: true }),
      text('priority', { default_value: 'NORMAL' }),
      { field: 'due_date', type: 'date', schema: { is_indexed: true } },
      text('assigned_to'),
      // The service records when a task was made and last changed; Directus's own fields for it.
      { field: 'date_created', type: 'timestamp', meta: { special: ['date-created'] }, schema: {} },
      { field: 'date_updated', type: 'timestamp', meta: { special: ['date-updated'] }, schema: {} },
    ],
  });
}

/** Seeds the tasks through Directus's bulk create, in order; their IDs. */
export async function seedDirectusTasks(
  directus: DirectusServer,
  tasks: readonly PeerTask[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < tasks.length; start += SEED_BATCH) {
    const batch = tasks.slice(start, start + SEED_BATCH).map(directusRow);
    const created = (await call(directus, 'POST', '/items/tasks?fields=id', batch)) as { id: number }[];
    ids.push(...created.map((row) => row.id));
  }
  return ids;
}

/** One request to Directus's API as the administrator; its `data`. */
export async function call(directus: DirectusServer, method: string, path: string, body?: unknown) {
  const response = await fetch(`${directus.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${directus.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`directus ${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return text ? (JSON.parse(text) as { data: unknown }).data : undefined;
}

import type { TestApp } from '../../support/test-app.js';
import type { StoredTable } from './stored-codes.js';

export type Fields = Record<string, unknown>;

/** A resource whose rows are unique by code: what a concurrency test sends and expects of it. */
export interface CodedResource {
  readonly name: string;
  readonly base: string;
  readonly table: StoredTable;
  /** Prefix of its problem codes, e.g. `TASK` for `TASK.DUPLICATE_CODE`. */
  readonly kind: string;
  /** Archived rather than deleted, with an optimistic version (docs/api/records.md#optimistic-concurrency). */
  readonly archivable: boolean;
  readonly csvHeader: string;
  /** What the resource needs before its elements can be sent (the task's tags). */
  prepare(t: TestApp, token: string): Promise<Context>;
  /** What `writer` sends for `code`; every field says who sent it, so a mixed row shows. */
  element(code: string, writer: number, context: Context): Fields;
  csvRow(element: Fields): string;
}

export interface Context {
  readonly tagIds: readonly number[];
}

const NO_CONTEXT: Context = { tagIds: [] };
const SHARED_HEADER = 'id,code,label,description,createdDate,lastModifiedDate';
const STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'];
const PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

const sharedElement = (code: string, writer: number): Fields => ({
  code,
  label: `${code} by ${writer}`,
  description: `written by ${writer}`,
});

const sharedRow = (e: Fields) => `,${e.code},${e.label},${e.description},,`;

async function twoTags(t: TestApp, token: string): Promise<Context> {
  const tagIds: number[] = [];
  for (const code of ['tag-a', 'tag-b']) {
    const response = await t.request('POST', '/api/v1/tag', { token, json: { code, label: code } });
    if (response.status !== 201) throw new Error(`tag ${code}: ${response.status}`);
    tagIds.push(((await response.json()) as { id: number }).id);
  }
  return { tagIds };
}

const TASKS: CodedResource = {
  name: 'tasks',
  base: '/api/v1/task',
  table: 'tasks',
  kind: 'TASK',
  archivable: true,
  csvHeader: `${SHARED_HEADER},status,priority,dueDate,assignedTo,tagIds,nomenclatureId`,
  prepare: twoTags,
  element: (code, writer, { tagIds: [a, b] }) => ({
    ...sharedElement(code, writer),
    status: STATUSES[writer % 4],
    priority: PRIORITIES[Math.floor(writer / 4) % 4],
    dueDate: `2030-01-${String((writer % 28) + 1).padStart(2, '0')}`,
    assignedTo: `writer ${writer}`,
    // Child rows (task_tags) too: a row mixing two writers' tags shows here.
    tagIds: [[], [a], [b], [a, b]][writer % 4],
    nomenclatureId: null,
  }),
  csvRow: (e) =>
    `${sharedRow(e)},${e.status},${e.priority},${e.dueDate},${e.assignedTo},${(e.tagIds as number[]).join(';')},`,
};

function plain(name: string, base: string, table: StoredTable, kind: string, archivable: boolean) {
  return {
    name,
    base,
    table,
    kind,
    archivable,
    csvHeader: SHARED_HEADER,
    prepare: async () => NO_CONTEXT,
    element: sharedElement,
    csvRow: sharedRow,
  } satisfies CodedResource;
}

export const CODED_RESOURCES: readonly CodedResource[] = [
  TASKS,
  plain('template objects', '/api/v1/domaintemplate', 'templateObjects', 'TEMPLATE_OBJECT', true),
  plain('badges', '/api/v1/badge', 'badges', 'BADGE', false),
  plain('companies', '/api/v1/company', 'companies', 'COMPANY', false),
];

/** The fields of a stored resource that `element` names. */
export function written(resource: Fields, element: Fields): Fields {
  return Object.fromEntries(Object.keys(element).map((key) => [key, resource[key]]));
}

/**
 * The problem codes a seed or import may answer 409 with: an archivable kind's writer can
 * lose a race (its read went stale, a code it saw free was taken, or Postgres chose it as a
 * deadlock's victim); badges and companies upsert in place and cannot (docs/api/badges.md#badge-concurrency).
 */
export function importConflicts(resource: CodedResource): string[] {
  return resource.archivable
    ? [`${resource.kind}.DUPLICATE_CODE`, `${resource.kind}.CONCURRENT_CHANGE`, 'RECORD.CONCURRENT_WRITE']
    : [];
}

import type { Instant } from '../shared/instant.js';

/** The record kinds whose writes the change log keeps, by the resource names of their permissions. */
export const CHANGED_RESOURCES = [
  'tasks',
  'template-objects',
  'tags',
  'nomenclatures',
  'badges',
  'companies',
  'contacts',
] as const;
export type ChangedResource = (typeof CHANGED_RESOURCES)[number];

/**
 * What a write did to one record. An import or seed is `created` or `updated` per record; a
 * restore of an archive is `restored` for every record it wrote (docs/adr/0058-a-restore-logs-every-record-it-writes.md).
 */
export const CHANGE_ACTIONS = ['created', 'updated', 'archived', 'deleted', 'restored'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** One field's value before and after the write, as the API shows it (null for none). */
export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** Who wrote: a user, or an API key (named) acting for its owner. */
export interface ChangeActor {
  readonly username: string;
  readonly apiKey: string | null;
}

/** A record as the API shows it: what a webhook delivery and a feed event carry. */
export type RecordSnapshot = Readonly<Record<string, unknown>>;

export interface NewChange {
  readonly resource: ChangedResource;
  readonly recordId: number;
  /** The record's code; null for a kind without codes (contacts). */
  readonly code: string | null;
  readonly action: ChangeAction;
  readonly actor: ChangeActor;
  readonly at: Instant;
  /**
   * Every field whose value differs, for an update; none for an archive or delete, nor for a create,
   * whose fields are all in its record (`fieldChanges` lists them): the entry does not hold them twice.
   */
  readonly fields: readonly FieldChange[];
  /** The record after the write; before it for an archive or delete; null for a restore's entries. */
  readonly record: RecordSnapshot | null;
}

/** An entry of the log. IDs grow in commit order: a reader resuming after one misses nothing. */
export interface Change extends NewChange {
  readonly id: number;
}

const SINGULAR: Readonly<Record<ChangedResource, string>> = {
  tasks: 'task',
  'template-objects': 'template-object',
  tags: 'tag',
  nomenclatures: 'nomenclature',
  badges: 'badge',
  companies: 'company',
  contacts: 'contact',
};

/** The event a change is known by to webhooks and the feed: `task.created`, `tag.deleted`… */
export function eventType(change: Pick<NewChange, 'resource' | 'action'>): string {
  return `${SINGULAR[change.resource]}.${change.action}`;
}

/** Every event type there is, in catalogue order. */
export const EVENT_TYPES: readonly string[] = CHANGED_RESOURCES.flatMap((resource) =>
  CHANGE_ACTIONS.map((action) => eventType({ resource, action })),
);

/** What every write changes (ID, audit stamps), so it is no field change of its own. */
export const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'createdDate',
  'createdBy',
  'lastModifiedDate',
  'lastModifiedBy',
]);

/** Every field a change set: all of a created record's, else the ones its entry holds. */
export function fieldChanges(change: NewChange): readonly FieldChange[] {
  return change.action === 'created'
    ? changedFields(undefined, change.record ?? undefined, BOOKKEEPING_FIELDS)
    : change.fields;
}

/**
 * The fields that differ between two snapshots, in the order of `after`'s keys (then those only
 * `before` has). `ignored` names bookkeeping the write changes every time (version, audit stamps).
 * Values compare as JSON: a reordered array is a change.
 */
export function changedFields(
  before: RecordSnapshot | undefined,
  after: RecordSnapshot | undefined,
  ignored: ReadonlySet<string>,
): FieldChange[] {
  const keys = new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of keys) {
    if (ignored.has(field)) continue;
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (!sameValue(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

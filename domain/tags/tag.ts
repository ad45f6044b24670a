import { type Audit, createdBy, touchedBy } from '../shared/audit.js';
import { checkFields } from '../shared/field-checks.js';
import type { Instant } from '../shared/instant.js';
import { RecordInUse, type RecordKind } from '../shared/record.errors.js';
import { assertSameCode, validateCode, validateDescription, validateLabel } from '../shared/record-fields.js';

export const TAG: RecordKind = { name: 'Tag', code: 'TAG' };

export interface Tag extends Audit {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
}

export type NewTag = Omit<Tag, 'id'>;

export interface TagInput {
  readonly code: string;
  readonly label: string;
  readonly description?: string | null;
}

/** A PUT replaces every mutable field: an omitted description becomes null (docs/api/records.md#put-replaces). */
export interface TagChanges {
  readonly label: string;
  readonly description?: string | null;
  /** Clients may send the code back unchanged; codes are immutable (docs/api/records.md#immutable-code). */
  readonly code?: string;
}

/** Errors are reported under `path` (`[3].`, `line 4: ` in an import). */
export function newTag(input: TagInput, actor: string, now: Instant, path = ''): NewTag {
  return {
    ...checkFields({
      code: () => validateCode(input.code, `${path}code`),
      label: () => validateLabel(input.label, `${path}label`),
      description: () => validateDescription(input.description, `${path}description`),
    }),
    ...createdBy(actor, now),
  };
}

export function changeTag(tag: Tag, changes: TagChanges, actor: string, now: Instant): Tag {
  assertSameCode(tag.code, changes.code);
  const changed: Tag = {
    ...tag,
    label: validateLabel(changes.label),
    description: validateDescription(changes.description),
  };
  return touchedBy(changed, actor, now);
}

/**
 * Refuses to delete a tag that tasks still use; `taskReferences` counts every task row
 * using it, archived ones included, since references are never removed silently (docs/api/taxonomy.md#delete-rules).
 */
export function assertTagDeletable(tag: Tag, taskReferences: number): void {
  if (taskReferences > 0) {
    throw new RecordInUse(TAG, tag.id, `it is used by ${tasks(taskReferences)} (archived ones included)`);
  }
}

function tasks(count: number): string {
  return count === 1 ? '1 task' : `${count} tasks`;
}

import { type CodedEntity, codedKind } from '../records/coded-entity.js';
import { RecordInUse, type RecordKind } from '../shared/record.errors.js';

export const TAG: RecordKind = { name: 'Tag', code: 'TAG' };

/** A tag is a coded entity that keeps who created and last changed it (docs/api/taxonomy.md). */
export const tagKind = codedKind(TAG, 'actors');

export type Tag = CodedEntity<'actors'>;

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

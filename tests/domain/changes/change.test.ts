import { describe, expect, it } from 'vitest';
import { changedFields, EVENT_TYPES, eventType } from '../../../domain/changes/change.js';
import { changeEvent } from '../../../domain/changes/change-event.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

const IGNORED = new Set(['lastModifiedDate']);

describe('change entries', () => {
  it('when two snapshots differ, then each differing field is listed once with both values, bookkeeping aside', () => {
    const before = { label: 'a', status: 'TODO', tagIds: [1, 2], lastModifiedDate: 'x' };
    const after = {
      label: 'b',
      status: 'TODO',
      tagIds: [2, 1],
      lastModifiedDate: 'y',
      dueDate: '2026-12-24',
    };
    expect(changedFields(before, after, IGNORED)).toEqual([
      { field: 'label', before: 'a', after: 'b' },
      { field: 'tagIds', before: [1, 2], after: [2, 1] },
      { field: 'dueDate', before: null, after: '2026-12-24' },
    ]);
  });

  it('when there is no snapshot before (a create), then every field with a value is a change from null', () => {
    expect(changedFields(undefined, { code: 'T', description: null }, IGNORED)).toEqual([
      { field: 'code', before: null, after: 'T' },
    ]);
  });

  it('when equal arrays or objects are compared, then they are no change', () => {
    expect(changedFields({ tagIds: [1], meta: { a: 1 } }, { tagIds: [1], meta: { a: 1 } }, IGNORED)).toEqual(
      [],
    );
  });

  it('when event types are named, then they are the singular kind and the action', () => {
    expect(eventType({ resource: 'template-objects', action: 'archived' })).toBe('template-object.archived');
    expect(EVENT_TYPES).toContain('tag.deleted');
    expect(EVENT_TYPES).toContain('task.restored');
    expect(EVENT_TYPES).toHaveLength(35);
  });

  it('when an entry becomes an event, then only an update carries the field changes', () => {
    const entry = {
      id: 7,
      resource: 'tasks' as const,
      recordId: 3,
      code: 'T-3',
      actor: { username: 'erika', apiKey: null },
      at: instantFromMicros(1_795_000_000_000_001),
      fields: [{ field: 'label', before: 'a', after: 'b' }],
      record: { id: 3, label: 'b' },
    };
    expect(changeEvent({ ...entry, action: 'updated' })).toEqual({
      type: 'task.updated',
      timestamp: '2026-11-18T11:06:40.000001Z',
      data: {
        changeId: 7,
        resource: 'tasks',
        id: 3,
        code: 'T-3',
        action: 'updated',
        actor: { username: 'erika', apiKey: null },
        record: { id: 3, label: 'b' },
        changes: [{ field: 'label', before: 'a', after: 'b' }],
      },
    });
    expect(changeEvent({ ...entry, action: 'archived' }).data).not.toHaveProperty('changes');
  });
});

import { describe, expect, it } from 'vitest';
import { changeCodedEntity, newCodedEntity } from '../../../domain/records/coded-entity.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { RecordInUse } from '../../../domain/shared/record.errors.js';
import { assertTagDeletable, type Tag, tagKind } from '../../../domain/tags/tag.js';

const T0 = instantFromMicros(1_795_000_000_000_000);
const T1 = instantFromMicros(1_795_000_000_000_001);

describe('tag', () => {
  const tag: Tag = {
    id: 4,
    ...newCodedEntity(tagKind, { code: 'urgent', label: 'Urgent', description: 'Now' }, 'alice', T0),
  };

  it('when created, then code, label and description are validated and the creator is audited', () => {
    expect(tag).toMatchObject({ code: 'urgent', description: 'Now', createdBy: 'alice', updatedBy: 'alice' });
    for (const input of [
      { code: '', label: 'x' },
      { code: 'a ', label: 'x' },
      { code: 'a', label: '' },
      { code: 'a', label: 'x', description: 'x'.repeat(10_001) },
    ]) {
      expect(() => newCodedEntity(tagKind, input, 'alice', T0)).toThrow(InvalidInput);
    }
  });

  it('when changed, then label and description are replaced (omitted means null) and created* stay', () => {
    expect(changeCodedEntity(tagKind, tag, { label: 'Very urgent' }, 'bob', T1)).toEqual({
      ...tag,
      label: 'Very urgent',
      description: null,
      updatedAt: T1,
      updatedBy: 'bob',
    });
    expect(() => changeCodedEntity(tagKind, tag, { code: 'other', label: 'x' }, 'bob', T1)).toThrow(
      InvalidInput,
    );
  });

  it('when tasks use it, then deleting is refused saying how many', () => {
    expect(() => assertTagDeletable(tag, 0)).not.toThrow();
    expect(() => assertTagDeletable(tag, 1)).toThrow('Tag 4 cannot be deleted: it is used by 1 task');
    expect(() => assertTagDeletable(tag, 2)).toThrow(RecordInUse);
    expect(() => assertTagDeletable(tag, 2)).toThrow('2 tasks (archived ones included)');
  });
});

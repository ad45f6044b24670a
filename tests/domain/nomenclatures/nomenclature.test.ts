import { describe, expect, it } from 'vitest';
import {
  assertNomenclatureDeletable,
  type Nomenclature,
  nomenclatureKind,
} from '../../../domain/nomenclatures/nomenclature.js';
import { changeCodedEntity, newCodedEntity } from '../../../domain/records/coded-entity.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { RecordInUse } from '../../../domain/shared/record.errors.js';

const T0 = instantFromMicros(1_795_000_000_000_000);
const T1 = instantFromMicros(1_795_000_000_000_001);

function stored(overrides: Partial<Nomenclature> = {}): Nomenclature {
  return {
    id: 3,
    ...newCodedEntity(nomenclatureKind, { code: 'fruit', label: 'Fruit', parentId: 1 }, 'alice', T0),
    ...overrides,
  };
}

describe('nomenclature', () => {
  it('when created, then the fields are validated, parent and description default to null, and the actor is audited', () => {
    expect(newCodedEntity(nomenclatureKind, { code: 'fruit', label: 'Fruit' }, 'alice', T0)).toEqual({
      code: 'fruit',
      label: 'Fruit',
      description: null,
      parentId: null,
      createdAt: T0,
      createdBy: 'alice',
      updatedAt: T0,
      updatedBy: 'alice',
    });
    for (const input of [
      { code: ' fruit', label: 'Fruit' },
      { code: 'fruit', label: '  ' },
    ]) {
      expect(() => newCodedEntity(nomenclatureKind, input, 'alice', T0)).toThrow(InvalidInput);
    }
  });

  it('when changed, then every mutable field is replaced, omitted ones become null, and only the editor changes', () => {
    const before = stored({ description: 'old' });
    expect(changeCodedEntity(nomenclatureKind, before, { label: 'Fruits' }, 'bob', T1)).toEqual({
      ...before,
      label: 'Fruits',
      description: null,
      parentId: null,
      updatedAt: T1,
      updatedBy: 'bob',
    });
  });

  it('when the code is sent back on change, then it must equal the stored one', () => {
    const change = (code: string) =>
      changeCodedEntity(nomenclatureKind, stored(), { code, label: 'x' }, 'bob', T1);
    expect(change('fruit').code).toBe('fruit');
    expect(() => change('Fruit')).toThrow(expect.objectContaining({ code: 'RECORD.CODE_IMMUTABLE' }));
  });

  it('when it has children or tasks, then deleting is refused saying how many', () => {
    expect(() => assertNomenclatureDeletable(stored(), 0, 0)).not.toThrow();
    expect(() => assertNomenclatureDeletable(stored(), 1, 0)).toThrow('it has 1 child');
    expect(() => assertNomenclatureDeletable(stored(), 0, 3)).toThrow(
      'it is used by 3 tasks (archived ones included)',
    );
    expect(() => assertNomenclatureDeletable(stored(), 2, 1)).toThrow(
      'Nomenclature 3 cannot be deleted: it has 2 children and it is used by 1 task (archived ones included)',
    );
    expect(() => assertNomenclatureDeletable(stored(), 2, 1)).toThrow(RecordInUse);
  });
});

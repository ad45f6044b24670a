import { describe, expect, it } from 'vitest';
import {
  type ImportedEntry,
  parentReference,
  planImport,
  type StoredEntry,
} from '../../../domain/nomenclatures/nomenclature-import.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';

const entry = (code: string, parent: ImportedEntry['parent'], index: number): ImportedEntry => ({
  code,
  parent,
  path: `[${index}].`,
});

function failure(run: () => unknown): InvalidInput {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInput) return error;
    throw error;
  }
  throw new Error('expected an InvalidInput');
}

describe('planImport', () => {
  const stored: StoredEntry[] = [
    { id: 1, code: 'ROOT', parentId: null },
    { id: 2, code: 'CHILD', parentId: 1 },
  ];

  it('when new entries hang under new ones, then each group holds only entries whose new parents come earlier', () => {
    const plan = planImport(
      [
        entry('LEAF', { code: 'MID' }, 0),
        entry('MID', { code: 'TOP' }, 1),
        entry('TOP', { id: 1 }, 2),
        entry('CHILD', { code: 'LEAF' }, 3),
      ],
      stored,
    );
    expect(plan.groups).toEqual([['TOP'], ['MID'], ['LEAF'], ['CHILD']]);
    expect(Object.fromEntries(plan.parentCodes)).toEqual({
      LEAF: 'MID',
      MID: 'TOP',
      TOP: 'ROOT',
      CHILD: 'LEAF',
    });
  });

  it('when stored entries are re-parented, then a cycle through them is named at the first imported member', () => {
    const error = failure(() => planImport([entry('ROOT', { code: 'CHILD' }, 0)], stored));
    expect(error.code).toBe('NOMENCLATURE.CYCLE');
    expect(error.details).toEqual([
      { path: '[0].parentCode', message: 'would make a cycle: ROOT → CHILD → ROOT' },
    ]);
  });

  it('when a walk reaches a cycle through an entry earlier in the file, then the cycle still starts at that entry', () => {
    const error = failure(() =>
      planImport(
        [entry('X', { code: 'B' }, 0), entry('A', { code: 'B' }, 1), entry('B', { code: 'A' }, 2)],
        [],
      ),
    );
    expect(error.details).toEqual([{ path: '[1].parentCode', message: 'would make a cycle: A → B → A' }]);
  });

  it.each([8, 5000])(
    'when the file closes a cycle of %i entries, then it is named once by its first and last few codes',
    (n) => {
      // N0 under N(n-1), each other N(i) under N(i-1): one loop through the whole file.
      const entries = Array.from({ length: n }, (_, i) => entry(`N${i}`, { code: `N${(i + n - 1) % n}` }, i));
      const error = failure(() => planImport(entries, []));
      const message = `would make a cycle of ${n} nomenclatures: N0 → N${n - 1} → N${n - 2} → N${n - 3} → … → N2 → N1 → N0`;
      expect(error.details).toEqual([{ path: '[0].parentCode', message }]);
    },
  );

  it('when parents are unknown, then each is named by the field that named it', () => {
    const error = failure(() =>
      planImport([entry('A', { code: 'NOPE' }, 0), entry('B', { id: 9 }, 1)], stored),
    );
    expect(error.code).toBe('RECORD.INVALID_REFERENCE');
    expect(error.details.map((d) => d.path)).toEqual(['[0].parentCode', '[1].parentId']);
  });
});

describe('parentReference', () => {
  it('when a code is given, then it decides; an empty one falls back to the ID; neither is a root', () => {
    expect(parentReference({ parentId: 3, parentCode: 'P' }, '')).toEqual({ code: 'P' });
    expect(parentReference({ parentId: 3, parentCode: '' }, '')).toEqual({ id: 3 });
    expect(parentReference({}, '')).toBeNull();
    expect(failure(() => parentReference({ parentId: Number.NaN }, 'line 2: ')).details).toEqual([
      { path: 'line 2: parentId', message: 'must be a positive integer ID' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { NomenclatureCycle } from '../../../domain/nomenclatures/nomenclature.errors.js';
import {
  cycleThrough,
  type ParentLinks,
  parentCycle,
} from '../../../domain/nomenclatures/nomenclature-tree.js';
import { InvalidReference } from '../../../domain/shared/record.errors.js';

/** A tree from `child: parent` pairs, e.g. tree({ 1: null, 2: 1 }). */
function tree(links: Record<number, number | null>): ParentLinks {
  return new Map(Object.entries(links).map(([id, parent]) => [Number(id), parent]));
}

/** The error a cycle is refused with, its entries named by the codes given (by ID without). */
function cycleError(cycle: number[] | undefined, codes: ReadonlyMap<number, string> = new Map()) {
  if (!cycle) throw new Error('expected a cycle');
  return new NomenclatureCycle(cycle, codes);
}

describe('nomenclature tree', () => {
  //   1          5
  //   ├── 2
  //   │   └── 3
  //   │       └── 4
  //   └── 6
  const forest = tree({ 1: null, 2: 1, 3: 2, 4: 3, 5: null, 6: 1 });

  describe('cycles', () => {
    it('when an entry is made its own parent (length 1), then NOMENCLATURE.CYCLE on parentId', () => {
      const error = cycleError(parentCycle(2, 2, forest));
      expect(error.code).toBe('NOMENCLATURE.CYCLE');
      expect(error.kind).toBe('invalid');
      expect(error.details).toEqual([{ path: 'parentId', message: 'cannot be the nomenclature itself' }]);
      expect(cycleThrough(2, 2, forest)).toEqual([2, 2]);
    });

    it('when an entry is put under its own child (length 2), then a cycle naming both', () => {
      const error = cycleError(parentCycle(2, 3, forest));
      expect(error.cycle).toEqual([2, 3, 2]);
      expect(error.details[0]).toEqual({ path: 'parentId', message: 'would make a cycle: 2 → 3 → 2' });
    });

    it('when the codes of the entries are given, then the cycle is named by code, once in detail and once per field', () => {
      const codes = new Map([
        [2, 'HW'],
        [3, 'LAPTOPS'],
      ]);
      const error = cycleError(parentCycle(2, 3, forest), codes);
      expect(error.message).toBe('Invalid parent: would make a cycle: HW → LAPTOPS → HW');
      expect(error.details).toEqual([{ path: 'parentId', message: 'would make a cycle: HW → LAPTOPS → HW' }]);
    });

    it('when an entry is put under a deeper descendant (length 3 and more), then the whole loop is named', () => {
      expect(cycleError(parentCycle(2, 4, forest)).cycle).toEqual([2, 4, 3, 2]);
      expect(cycleError(parentCycle(1, 4, forest)).cycle).toEqual([1, 4, 3, 2, 1]);
    });

    /** A chain 1 ← 2 ← … ← n: each entry the child of the one before. */
    const chain = (n: number) =>
      tree(Object.fromEntries(Array.from({ length: n }, (_, i) => [i + 1, i === 0 ? null : i])));

    it.each([3, 5, 7])('when a cycle has %i entries, then the message names every one of them', (n) => {
      const error = cycleError(parentCycle(1, n, chain(n)));
      const loop = [1, ...Array.from({ length: n - 1 }, (_, i) => n - i), 1];
      expect(error.cycle).toEqual(loop);
      expect(error.details[0]!.message).toBe(`would make a cycle: ${loop.join(' → ')}`);
    });

    it.each([8, 50, 5000])(
      'when a cycle has %i entries, then the message names the first and last few and counts them',
      (n) => {
        const error = cycleError(parentCycle(1, n, chain(n)));
        expect(error.cycle).toHaveLength(n + 1);
        const message = `would make a cycle of ${n} nomenclatures: 1 → ${n} → ${n - 1} → ${n - 2} → … → 3 → 2 → 1`;
        expect(error.details).toEqual([{ path: 'parentId', message }]);
        expect(error.message).toBe(`Invalid parent: ${message}`);
      },
    );

    it('when a root is its own parent even without other entries, then it is a cycle', () => {
      expect(cycleThrough(7, 7, tree({ 7: null }))).toEqual([7, 7]);
    });
  });

  describe('valid parents', () => {
    it('when an entry moves under a sibling, a cousin or another root, then it is accepted', () => {
      expect(parentCycle(6, 2, forest)).toBeUndefined();
      expect(parentCycle(3, 6, forest)).toBeUndefined();
      expect(parentCycle(2, 5, forest)).toBeUndefined();
      expect(cycleThrough(2, 5, forest)).toBeUndefined();
    });

    it('when a subtree moves under its own former ancestor chain sideways, then it is accepted', () => {
      // 4 leaves 3 for 1: its new ancestors are 1 only.
      expect(parentCycle(4, 1, forest)).toBeUndefined();
      // 3 (with child 4) moves under 5, a root of another tree.
      expect(parentCycle(3, 5, forest)).toBeUndefined();
    });

    it('when an entry becomes a root, then it is accepted', () => {
      expect(parentCycle(4, null, forest)).toBeUndefined();
      expect(cycleThrough(4, null, forest)).toBeUndefined();
    });

    it('when a parent chain already loops elsewhere (corrupt data), then the check still ends', () => {
      const corrupt = tree({ 1: 2, 2: 1, 3: null });
      expect(cycleThrough(3, 1, corrupt)).toBeUndefined();
    });
  });

  describe('references', () => {
    it('when the parent does not exist, then InvalidReference on parentId', () => {
      expect(() => parentCycle(2, 99, forest)).toThrow(InvalidReference);
      expect(() => parentCycle(2, 99, forest)).toThrow(
        expect.objectContaining({
          code: 'RECORD.INVALID_REFERENCE',
          details: [{ path: 'parentId', message: 'refers to nomenclature 99, which does not exist' }],
        }),
      );
    });
  });
});

import { describe, expect, it } from 'vitest';
import { allChosen, mergedForm, threeWayMerge } from '../../../adapters/console/src/ui/three-way-merge.js';

const FIELDS = ['label', 'priority', 'assignedTo', 'tagIds'] as const;
const base = { label: 'Before', priority: 'NORMAL', assignedTo: '', tagIds: [1, 2] };

describe('merging a stale edit with what someone saved meanwhile', () => {
  it('when the two sides changed different fields, then each keeps its change and nothing clashes', () => {
    const theirs = { ...base, label: 'Their label' };
    const mine = { ...base, priority: 'HIGH', assignedTo: 'bob' };
    const merges = threeWayMerge(base, mine, theirs, FIELDS);
    expect(merges).toEqual([
      { field: 'label', side: 'theirs' },
      { field: 'priority', side: 'mine' },
      { field: 'assignedTo', side: 'mine' },
    ]);
    expect(allChosen(merges, {})).toBe(true);
    expect(mergedForm(mine, theirs, merges, {})).toEqual({
      ...base,
      label: 'Their label',
      priority: 'HIGH',
      assignedTo: 'bob',
    });
  });

  it('when both changed a field differently, then it clashes until chosen, and the choice is kept', () => {
    const theirs = { ...base, priority: 'URGENT' };
    const mine = { ...base, priority: 'HIGH' };
    const merges = threeWayMerge(base, mine, theirs, FIELDS);
    expect(merges).toEqual([{ field: 'priority', side: 'clash' }]);
    expect(allChosen(merges, {})).toBe(false);
    expect(mergedForm(mine, theirs, merges, { priority: 'mine' }).priority).toBe('HIGH');
    expect(mergedForm(mine, theirs, merges, { priority: 'theirs' }).priority).toBe('URGENT');
  });

  it('when both made the same change, or reordered a list, then there is nothing to merge', () => {
    const theirs = { ...base, label: 'Same', tagIds: [2, 1] };
    const mine = { ...base, label: 'Same' };
    expect(threeWayMerge(base, mine, theirs, FIELDS)).toEqual([{ field: 'label', side: 'mine' }]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AscendingIds } from '../../../application/backup/ascending-ids.js';

/** The IDs a restore keeps for the references of later sections (docs/backup.md#what-a-restore-refuses). */
describe('ascending IDs', () => {
  it('when ascending IDs with any gaps are added, then exactly those are held', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 200 }), (values) => {
        const added = [...values].sort((a, b) => a - b);
        const ids = new AscendingIds();
        for (const id of added) ids.add(id);
        for (let id = -1; id <= 402; id++) expect(ids.has(id), String(id)).toBe(added.includes(id));
      }),
    );
  });
});

import fc from 'fast-check';
import { it } from 'vitest';
import {
  type CodedSortKey,
  codedListing,
  codedSearchText,
} from '../../../application/listing/coded-listing.js';
import type { ListDefinition } from '../../../application/listing/list-query.js';
import { matchesNomenclatureFilter } from '../../../application/nomenclatures/nomenclature-listing.js';
import { matchesWords } from '../../../domain/listing/search-words.js';
import type { Nomenclature } from '../../../domain/nomenclatures/nomenclature.js';
import { describeEachBackend } from '../../support/backends.js';
import { codedFields, codedRow, sinceT0 } from '../../support/coded-walk.js';
import { assertEveryWalk, rarely, WALK_SEARCHES } from '../../support/list-walk.js';
import { aNomenclature, usePersistence } from '../../support/persistence.js';

/** Which parent a walked entry hangs under: none (a root) or one of two standing roots. */
const PARENTS = [null, 0, 1] as const;
const listing: ListDefinition<Nomenclature, CodedSortKey> = codedListing;

/** docs/api/lists.md#paging and #nomenclatures: pages walked, by parent too, while entries come and go. */
describeEachBackend('nomenclature list walks', (backend) => {
  const persistence = usePersistence(backend);

  it('when every page is walked, then each matching entry comes once, in order, whatever changes between pages', async () => {
    const nomenclatures = persistence().nomenclatures;
    const roots: Nomenclature[] = [];
    for (const code of ['root-a', 'root-b'])
      roots.push(await nomenclatures.insert(aNomenclature({ code, label: code })));
    const parentOf = (which: (typeof PARENTS)[number]) => (which === null ? null : roots[which]!.id);
    await assertEveryWalk({
      listing,
      repository: nomenclatures,
      standing: roots,
      fields: fc.record({ coded: codedFields, parent: fc.constantFrom(...PARENTS) }),
      filter: fc.record({
        modifiedSince: rarely(fc.integer({ min: 0, max: 5 })),
        parent: rarely(fc.constantFrom(...PARENTS)),
      }),
      searches: WALK_SEARCHES,
      toFilter: (chosen) => ({
        modifiedSince: sinceT0(chosen.modifiedSince),
        parentId: chosen.parent === undefined ? undefined : parentOf(chosen.parent),
      }),
      store: (created, serial) =>
        nomenclatures.insert(
          aNomenclature({ ...codedRow(created.coded, serial), parentId: parentOf(created.parent) }),
        ),
      remove: async (rows) => {
        for (const row of rows) await nomenclatures.delete(row.id);
      },
      matches: (entry, filter, words) =>
        matchesNomenclatureFilter(entry, filter) && matchesWords(codedSearchText(entry), words),
    });
  }, 120_000);
});

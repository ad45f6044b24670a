import { it } from 'vitest';
import { codedListing } from '../../../application/listing/coded-listing.js';
import { describeEachBackend } from '../../support/backends.js';
import { codedRow, codedWalk } from '../../support/coded-walk.js';
import { assertEveryWalk } from '../../support/list-walk.js';
import { aCodedEntity, usePersistence } from '../../support/persistence.js';

/** docs/api/lists.md#paging and #coded-lists, on badges and companies: pages walked while rows come and go. */
describeEachBackend('badge and company list walks', (backend) => {
  const persistence = usePersistence(backend);

  it.each(['badges', 'companies'] as const)(
    'when every page of %s is walked, then each matching row comes once, in order, whatever changes between pages',
    async (kind) => {
      const repository = persistence()[kind];
      await assertEveryWalk({
        ...codedWalk,
        listing: codedListing,
        repository,
        store: (created, serial) => repository.insert(aCodedEntity(codedRow(created, serial))),
        remove: async (rows) => {
          for (const row of rows) await repository.delete(row.id);
        },
      });
    },
    120_000,
  );
});

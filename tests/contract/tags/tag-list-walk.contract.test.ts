import { it } from 'vitest';
import { codedListing } from '../../../application/listing/coded-listing.js';
import { describeEachBackend } from '../../support/backends.js';
import { codedRow, codedWalk } from '../../support/coded-walk.js';
import { assertEveryWalk } from '../../support/list-walk.js';
import { aTag, usePersistence } from '../../support/persistence.js';

/** docs/api/lists.md#paging and #coded-lists, on tags: pages walked while tags come and go. */
describeEachBackend('tag list walks', (backend) => {
  const persistence = usePersistence(backend);

  it('when every page is walked, then each matching tag comes once, in order, whatever changes between pages', async () => {
    const tags = persistence().tags;
    await assertEveryWalk({
      ...codedWalk,
      listing: codedListing,
      repository: tags,
      store: (created, serial) => tags.insert(aTag(codedRow(created, serial))),
      remove: async (rows) => {
        for (const row of rows) await tags.delete(row.id);
      },
    });
  }, 120_000);
});

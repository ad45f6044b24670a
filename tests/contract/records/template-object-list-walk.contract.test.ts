import { it } from 'vitest';
import type { ListDefinition } from '../../../application/listing/list-query.js';
import {
  type RecordFilter,
  type RecordSortKey,
  recordListing,
  recordSearchText,
} from '../../../application/records/record-listing.js';
import { matchesWords } from '../../../domain/listing/search-words.js';
import type { TemplateObject } from '../../../domain/template-objects/template-object.js';
import { describeEachBackend } from '../../support/backends.js';
import { codedWalk, sinceT0 } from '../../support/coded-walk.js';
import { assertEveryWalk } from '../../support/list-walk.js';
import { usePersistence } from '../../support/persistence.js';

const listing: ListDefinition<TemplateObject, RecordSortKey> = recordListing;

/** docs/api/lists.md#paging and #sorting, on template objects: pages walked while objects are added and archived. */
describeEachBackend('template object list walks', (backend) => {
  const persistence = usePersistence(backend);

  it('when every page is walked, then each matching object comes once, in order, whatever changes between pages', async () => {
    const repository = persistence().templateObjects;
    await assertEveryWalk({
      ...codedWalk,
      listing,
      repository,
      store: async (created, serial) => {
        const at = sinceT0(created.modified);
        const [stored] = await repository.insertMany([
          {
            code: `O${serial}`,
            label: created.label,
            description: created.description,
            createdAt: at,
            createdBy: 'alice',
            updatedAt: at,
            updatedBy: 'alice',
          },
        ]);
        return stored!;
      },
      remove: async (rows) => {
        await repository.archive(
          rows.map((row) => row.id),
          'bob',
          sinceT0(0),
        );
      },
      matches: (row, filter: RecordFilter, words) =>
        (filter.modifiedSince === undefined || row.updatedAt >= filter.modifiedSince) &&
        matchesWords(recordSearchText(row), words),
    });
  }, 120_000);
});

// Tags on Drizzle: the record kernel on the tags table, deleted, and the task links that keep a tag in use.
import { eq } from 'drizzle-orm';
import { codedSearchText } from '../../../../application/listing/coded-listing.js';
import type { TagRepository } from '../../../../application/tags/ports/tag.repository.js';
import { tagKind } from '../../../../domain/tags/tag.js';
import { countWhere } from '../count-where.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { codedKindListing } from '../listing/coded-listing-table.js';
import { deletion } from '../records/delete-writes.js';
import { drizzleRecords } from '../records/drizzle-record.repository.js';
import { kindMapping } from '../records/mapping.js';

export function drizzleTagRepository(gateway: DrizzleGateway): TagRepository {
  const { tags, taskTags } = gateway.tables;
  const mapping = kindMapping(tagKind, tags, codedSearchText);
  // task_tags.tag_id restricts the delete of a tag a task started using after the use case counted.
  return Object.assign(
    drizzleRecords(gateway, mapping, codedKindListing(tags), deletion({ inUse: 'tasks still use it' })),
    {
      countTaskReferences: (id: number) => countWhere(gateway.reader(), taskTags, eq(taskTags.tagId, id)),
    },
  );
}

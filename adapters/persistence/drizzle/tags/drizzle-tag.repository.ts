// Tags on Drizzle: the coded-entities kernel on the tags table, and the task links that keep a tag in use.
import { eq } from 'drizzle-orm';
import type { TagRepository } from '../../../../application/tags/ports/tag.repository.js';
import { tagKind } from '../../../../domain/tags/tag.js';
import { countWhere } from '../count-where.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import {
  type CodedEntityTable,
  DrizzleCodedEntityRepository,
} from '../records/drizzle-coded-entity.repository.js';

export class DrizzleTagRepository extends DrizzleCodedEntityRepository<'actors'> implements TagRepository {
  constructor(gateway: DrizzleGateway) {
    // task_tags.tag_id restricts the delete of a tag a task started using after the use case counted.
    super(gateway, gateway.tables.tags as unknown as CodedEntityTable, tagKind, {
      inUse: 'tasks still use it',
    });
  }

  countTaskReferences(id: number): Promise<number> {
    const { taskTags } = this.gateway.tables;
    return countWhere(this.gateway.reader(), taskTags, eq(taskTags.tagId, id));
  }
}

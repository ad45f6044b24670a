import { tagKind } from '../../../domain/tags/tag.js';
import type { CodedEntityResource } from '../records/coded.routes.js';
import { codedEntitySchemas } from '../records/coded.schemas.js';

/** Tags: the coded-entity routes without a seed, refusing to delete a tag in use (docs/api/taxonomy.md). */
export const tagResource: CodedEntityResource<'actors', false> = {
  basePath: '/api/v1/tag',
  resource: 'tags',
  tag: 'Tags',
  noun: 'tag',
  plural: 'tags',
  names: { one: 'Tag', many: 'Tags' },
  seed: false,
  schemas: codedEntitySchemas(tagKind, {
    create: { code: 'URGENT', label: 'Urgent', description: 'Due within the week' },
    update: { label: 'Urgent', description: 'Due within three days' },
    imported: { code: 'WAITING', label: 'Waiting on someone', description: null },
  }),
  words: {
    create: 'A duplicate code is a 409.',
    subject: 'a tag',
    guardedDelete: {
      summary: 'Delete a tag that no task uses',
      rule: 'A tag used by any task, archived ones included, cannot be deleted (409 saying how many).',
    },
  },
};

export const toTagResponse = tagResource.schemas.toResponse;

import { z } from '@hono/zod-openapi';
import { permissionFor } from '../../../domain/access/permission.js';
import type { ChangedResource } from '../../../domain/changes/change.js';
import { badgeResource } from '../badges/badges.schemas.js';
import { companyResource } from '../companies/companies.schemas.js';
import { contactResource } from '../contacts/contacts.schemas.js';
import { LIST_HEADERS } from '../listing/list-route.js';
import { nomenclatureResource } from '../nomenclatures/nomenclatures.schemas.js';
import { IdParams, type OperationNames, taggedRoutes } from '../openapi/common.js';
import { tagResource } from '../tags/tags.schemas.js';
import { taskSchemas } from '../tasks/tasks.schemas.js';
import { templateObjectSchemas } from '../template-objects/template-objects.schemas.js';
import { HistoryEntry, HistoryQuery } from './history.schemas.js';

/** Each kind's resource: where its records live, and its group and names in the OpenAPI document. */
const SUBJECTS: Readonly<
  Record<ChangedResource, { basePath: string; tag: string; noun: string; names: OperationNames }>
> = {
  tasks: taskSchemas,
  'template-objects': templateObjectSchemas,
  tags: tagResource,
  nomenclatures: nomenclatureResource,
  badges: badgeResource,
  companies: companyResource,
  contacts: contactResource,
};

export function historyRoute(resource: ChangedResource) {
  const subject = SUBJECTS[resource];
  const route = taggedRoutes(subject.tag);
  return route(`get${subject.names.one}History`, 'get', `${subject.basePath}/{id}/history`, {
    summary: `Read the history of a ${subject.noun}: every write, newest first`,
    description:
      'Who changed what and when, with each changed field before and after (docs/api/changes.md#history). ' +
      'An archived or deleted record keeps its history; an ID never used is a 404.',
    access: permissionFor(resource, 'history'),
    errors: [404],
    request: { params: IdParams, query: HistoryQuery },
    responses: {
      200: {
        description: 'The entries, newest first; a page when `limit` is given',
        headers: { Link: LIST_HEADERS.Link },
        content: { 'application/json': { schema: z.array(HistoryEntry) } },
      },
    },
  });
}

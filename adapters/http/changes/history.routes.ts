import { z } from '@hono/zod-openapi';
import { permissionFor } from '../../../domain/access/permission.js';
import type { ChangedResource } from '../../../domain/changes/change.js';
import { LIST_HEADERS } from '../listing/list-route.js';
import { defineRoute, IdParams } from '../openapi/common.js';
import { HistoryEntry, HistoryQuery } from './history.schemas.js';

/** Where each kind's records live in the API, and its group and name in the OpenAPI document. */
export const HISTORY_SUBJECTS: Readonly<
  Record<ChangedResource, { path: string; tag: string; operation: string; one: string }>
> = {
  tasks: { path: '/api/v1/task', tag: 'Tasks', operation: 'getTaskHistory', one: 'task' },
  'template-objects': {
    path: '/api/v1/domaintemplate',
    tag: 'Template objects',
    operation: 'getTemplateObjectHistory',
    one: 'template object',
  },
  tags: { path: '/api/v1/tag', tag: 'Tags', operation: 'getTagHistory', one: 'tag' },
  nomenclatures: {
    path: '/api/v1/nomenclature',
    tag: 'Nomenclatures',
    operation: 'getNomenclatureHistory',
    one: 'nomenclature',
  },
  badges: { path: '/api/v1/badge', tag: 'Badges', operation: 'getBadgeHistory', one: 'badge' },
  companies: { path: '/api/v1/company', tag: 'Companies', operation: 'getCompanyHistory', one: 'company' },
  contacts: { path: '/api/v1/contact', tag: 'Contacts', operation: 'getContactHistory', one: 'contact' },
};

export function historyRoute(resource: ChangedResource) {
  const subject = HISTORY_SUBJECTS[resource];
  return defineRoute({
    operationId: subject.operation,
    method: 'get',
    path: `${subject.path}/{id}/history`,
    tags: [subject.tag],
    summary: `Read the history of a ${subject.one}: every write, newest first`,
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

import { exchangeRoutes } from '../coded-entities/coded-entity-exchange.routes.js';
import { codedListParameters } from '../listing/coded-list.parameters.js';
import { listRoute } from '../listing/list-route.js';
import { defineRoute, IdParams, jsonBody } from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import {
  CreateTagRequest,
  TAG_CSV_COLUMNS,
  TAG_CSV_EXAMPLE,
  TagPatch,
  TagResponse,
  UpdateTagRequest,
} from './tags.schemas.js';

export const TAGS_PATH = '/api/v1/tag';
const TAGS = ['Tags'];

const listTagsRoute = listRoute({
  operationId: 'listTags',
  path: TAGS_PATH,
  tag: TAGS[0]!,
  access: 'tags:read',
  plural: 'tags',
  order: 'code',
  response: TagResponse,
  query: codedListParameters({}),
});

const getTagRoute = defineRoute({
  operationId: 'getTag',
  method: 'get',
  path: `${TAGS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Read a tag',
  access: 'tags:read',
  errors: [404],
  request: { params: IdParams, headers: IfNoneMatchHeaders },
  responses: { 200: taggedJsonResponse(TagResponse, 'The tag'), 304: NOT_MODIFIED_RESPONSE },
});

const createTagRoute = defineRoute({
  operationId: 'createTag',
  method: 'post',
  path: TAGS_PATH,
  tags: TAGS,
  summary: 'Create a tag',
  description: 'A duplicate code is a 409.',
  access: 'tags:write',
  errors: [409],
  request: { body: jsonBody(CreateTagRequest) },
  responses: {
    201: taggedJsonResponse(TagResponse, 'The created tag', {
      Location: { description: 'Path of the created tag', schema: { type: 'string' } },
    }),
  },
});

const updateTagRoute = defineRoute({
  operationId: 'updateTag',
  method: 'put',
  path: `${TAGS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Replace the label and description of a tag',
  description:
    'An omitted description becomes null. The code cannot be changed. With If-Match, a tag that no longer has that entity tag is a 412.',
  access: 'tags:write',
  errors: [404, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(UpdateTagRequest) },
  responses: { 200: taggedJsonResponse(TagResponse, 'The updated tag') },
});

const patchTagRoute = defineRoute({
  operationId: 'patchTag',
  method: 'patch',
  path: `${TAGS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Change the label or description of a tag (JSON Merge Patch)',
  description:
    'Applied to the stored fields, then checked and written as a PUT body; null resets the description. With If-Match, a tag that no longer has that entity tag is a 412.',
  access: 'tags:write',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: mergePatchBody(TagPatch) },
  responses: { 200: taggedJsonResponse(TagResponse, 'The updated tag') },
});

const deleteTagRoute = defineRoute({
  operationId: 'deleteTag',
  method: 'delete',
  path: `${TAGS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Delete a tag that no task uses',
  description:
    'A tag used by any task, archived ones included, cannot be deleted (409 saying how many). With If-Match, a tag that no longer has that entity tag is a 412.',
  access: 'tags:write',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders },
  responses: { 204: { description: 'Deleted' } },
});

/** docs/api/exchange.md#taxonomy-exchange */
const tagExchangeRoutes = exchangeRoutes({
  basePath: TAGS_PATH,
  resource: 'tags',
  tag: TAGS[0]!,
  plural: 'tags',
  pluralName: 'Tags',
  element: CreateTagRequest,
  elementExample: { code: 'WAITING', label: 'Waiting on someone', description: null },
  csvExample: TAG_CSV_EXAMPLE,
  response: TagResponse,
  csvColumns: TAG_CSV_COLUMNS,
  importRule: 'upsert by code',
});

/** In mount order: the fixed paths (import.*, export.*) before `/{id}`, which would take `export.json` with a 400. */
export const tagRoutes = {
  list: listTagsRoute,
  ...tagExchangeRoutes,
  get: getTagRoute,
  create: createTagRoute,
  update: updateTagRoute,
  patch: patchTagRoute,
  delete: deleteTagRoute,
};

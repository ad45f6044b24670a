import { z } from '@hono/zod-openapi';
import { defineRoute, IdParams, jsonBody, jsonResponse, READERS, WRITERS } from '../openapi/common.js';
import { createdRecordResponse } from '../openapi/record.schemas.js';
import { CreateTagRequest, TagResponse, UpdateTagRequest } from './tags.schemas.js';

export const TAGS_PATH = '/api/v1/tag';
const TAGS = ['Tags'];

const listTagsRoute = defineRoute({
  method: 'get',
  path: TAGS_PATH,
  tags: TAGS,
  summary: 'List tags ordered by code',
  access: READERS,
  responses: { 200: jsonResponse(z.array(TagResponse), 'Every tag, ordered by code (code point order)') },
});

const getTagRoute = defineRoute({
  method: 'get',
  path: `${TAGS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Read a tag',
  access: READERS,
  errors: [404],
  request: { params: IdParams },
  responses: { 200: jsonResponse(TagResponse, 'The tag') },
});

const createTagRoute = defineRoute({
  method: 'post',
  path: TAGS_PATH,
  tags: TAGS,
  summary: 'Create a tag',
  description: 'A duplicate code is a 409.',
  access: WRITERS,
  errors: [409],
  request: { body: jsonBody(CreateTagRequest) },
  responses: { 201: createdRecordResponse(TagResponse, 'The created tag', `${TAGS_PATH}/7`) },
});

const updateTagRoute = defineRoute({
  method: 'put',
  path: `${TAGS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Replace the label and description of a tag',
  description: 'An omitted description becomes null. The code cannot be changed.',
  access: WRITERS,
  errors: [404],
  request: { params: IdParams, body: jsonBody(UpdateTagRequest) },
  responses: { 200: jsonResponse(TagResponse, 'The updated tag') },
});

const deleteTagRoute = defineRoute({
  method: 'delete',
  path: `${TAGS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Delete a tag that no task uses',
  description: 'A tag used by any task, archived ones included, cannot be deleted (409 saying how many).',
  access: WRITERS,
  errors: [404, 409],
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' } },
});

/** In mount order. */
export const tagRoutes = {
  list: listTagsRoute,
  get: getTagRoute,
  create: createTagRoute,
  update: updateTagRoute,
  delete: deleteTagRoute,
};

import { exchangeRoutes } from '../coded-entities/coded-entity-exchange.routes.js';
import { listRoute } from '../listing/list-route.js';
import { defineRoute, IdParams, jsonBody } from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import { nomenclatureListParameters } from './nomenclatures.list.js';
import {
  CreateNomenclatureRequest,
  ExportedNomenclatureResponse,
  NOMENCLATURE_CSV_COLUMNS,
  NOMENCLATURE_CSV_EXAMPLE,
  NomenclatureImportElement,
  NomenclaturePatch,
  NomenclatureResponse,
  UpdateNomenclatureRequest,
} from './nomenclatures.schemas.js';

export const NOMENCLATURES_PATH = '/api/v1/nomenclature';
const TAGS = ['Nomenclatures'];

const listNomenclaturesRoute = listRoute({
  operationId: 'listNomenclatures',
  path: NOMENCLATURES_PATH,
  tag: TAGS[0]!,
  access: 'nomenclatures:read',
  plural: 'nomenclatures',
  order: 'code; a flat list, the tree is given by each entry’s parentId',
  response: NomenclatureResponse,
  query: nomenclatureListParameters,
});

const getNomenclatureRoute = defineRoute({
  operationId: 'getNomenclature',
  method: 'get',
  path: `${NOMENCLATURES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Read a nomenclature',
  access: 'nomenclatures:read',
  errors: [404],
  request: { params: IdParams, headers: IfNoneMatchHeaders },
  responses: {
    200: taggedJsonResponse(NomenclatureResponse, 'The nomenclature'),
    304: NOT_MODIFIED_RESPONSE,
  },
});

const createNomenclatureRoute = defineRoute({
  operationId: 'createNomenclature',
  method: 'post',
  path: NOMENCLATURES_PATH,
  tags: TAGS,
  summary: 'Create a nomenclature',
  description: 'An unknown parent is a 400; a duplicate code is a 409.',
  access: 'nomenclatures:write',
  errors: [409],
  request: { body: jsonBody(CreateNomenclatureRequest) },
  responses: {
    201: taggedJsonResponse(NomenclatureResponse, 'The created nomenclature', {
      Location: { description: 'Path of the created nomenclature', schema: { type: 'string' } },
    }),
  },
});

const updateNomenclatureRoute = defineRoute({
  operationId: 'updateNomenclature',
  method: 'put',
  path: `${NOMENCLATURES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Replace the label, description and parent of a nomenclature',
  description:
    'An omitted description or parent becomes null. An unknown parent, the entry itself or one of its ' +
    'descendants as parent (a cycle) is a 400. The code cannot be changed. With If-Match, an entry ' +
    'that no longer has that entity tag is a 412.',
  access: 'nomenclatures:write',
  errors: [404, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(UpdateNomenclatureRequest) },
  responses: { 200: taggedJsonResponse(NomenclatureResponse, 'The updated nomenclature') },
});

const patchNomenclatureRoute = defineRoute({
  operationId: 'patchNomenclature',
  method: 'patch',
  path: `${NOMENCLATURES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Change some fields of a nomenclature (JSON Merge Patch)',
  description:
    'Applied to the stored fields, then checked and written as a PUT body; null resets the ' +
    'description or parent. With If-Match, an entry that no longer has that entity tag is a 412.',
  access: 'nomenclatures:write',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: mergePatchBody(NomenclaturePatch) },
  responses: { 200: taggedJsonResponse(NomenclatureResponse, 'The updated nomenclature') },
});

const deleteNomenclatureRoute = defineRoute({
  operationId: 'deleteNomenclature',
  method: 'delete',
  path: `${NOMENCLATURES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Delete a nomenclature without children that no task uses',
  description:
    'An entry with children, or used by any task (archived ones included), cannot be deleted ' +
    '(409 saying how many). With If-Match, an entry that no longer has that entity tag is a 412.',
  access: 'nomenclatures:write',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders },
  responses: { 204: { description: 'Deleted' } },
});

/** docs/api/exchange.md#taxonomy-exchange: parents by ID and by code; a cycle or an unknown parent is a 400. */
const nomenclatureExchangeRoutes = exchangeRoutes({
  basePath: NOMENCLATURES_PATH,
  resource: 'nomenclatures',
  tag: TAGS[0]!,
  plural: 'nomenclatures',
  pluralName: 'Nomenclatures',
  element: NomenclatureImportElement,
  elementExample: { code: 'CABLES', label: 'Cables', description: null, parentCode: 'HARDWARE' },
  csvExample: NOMENCLATURE_CSV_EXAMPLE,
  response: ExportedNomenclatureResponse,
  csvColumns: NOMENCLATURE_CSV_COLUMNS,
  importRule: 'upsert by code, parents by code or ID',
  // A parent deleted while the import ran.
  importErrors: [409, 413],
});

/** In mount order: the fixed paths (import.*, export.*) before `/{id}`, which would take `export.json` with a 400. */
export const nomenclatureRoutes = {
  list: listNomenclaturesRoute,
  ...nomenclatureExchangeRoutes,
  get: getNomenclatureRoute,
  create: createNomenclatureRoute,
  update: updateNomenclatureRoute,
  patch: patchNomenclatureRoute,
  delete: deleteNomenclatureRoute,
};

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
import { contactListParameters } from './contacts.list.js';
import {
  CONTACT_CSV_COLUMNS,
  CONTACT_CSV_EXAMPLE,
  CONTACT_EXAMPLE,
  ContactPatch,
  ContactRequest,
  ContactResponse,
} from './contacts.schemas.js';

const IF_MATCH_412 = 'With If-Match, a contact that no longer has that entity tag is a 412.';

export const CONTACTS_PATH = '/api/v1/contact';
const CONTACTS_TAG = 'Contacts';
const common = { tags: [CONTACTS_TAG] };

const listContactsRoute = listRoute({
  operationId: 'listContacts',
  path: CONTACTS_PATH,
  tag: CONTACTS_TAG,
  access: 'contacts:read',
  plural: 'contacts',
  order: 'last name, then first name (code point order), then id',
  response: ContactResponse,
  query: contactListParameters,
});

const getContactRoute = defineRoute({
  operationId: 'getContact',
  ...common,
  method: 'get',
  path: `${CONTACTS_PATH}/{id}`,
  summary: 'Read a contact',
  access: 'contacts:read',
  errors: [404],
  request: { params: IdParams, headers: IfNoneMatchHeaders },
  responses: { 200: taggedJsonResponse(ContactResponse, 'The contact'), 304: NOT_MODIFIED_RESPONSE },
});

const createContactRoute = defineRoute({
  operationId: 'createContact',
  ...common,
  method: 'post',
  path: CONTACTS_PATH,
  summary: 'Create a contact',
  access: 'contacts:write',
  request: { body: jsonBody(ContactRequest) },
  responses: {
    201: taggedJsonResponse(ContactResponse, 'The created contact', {
      Location: { description: 'Path of the created contact', schema: { type: 'string' } },
    }),
  },
});

const updateContactRoute = defineRoute({
  operationId: 'updateContact',
  ...common,
  method: 'put',
  path: `${CONTACTS_PATH}/{id}`,
  summary: 'Replace the names, company name and e-mail of a contact',
  description: `An omitted company name or e-mail becomes null. ${IF_MATCH_412}`,
  access: 'contacts:write',
  errors: [404, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(ContactRequest) },
  responses: { 200: taggedJsonResponse(ContactResponse, 'The updated contact') },
});

const patchContactRoute = defineRoute({
  operationId: 'patchContact',
  ...common,
  method: 'patch',
  path: `${CONTACTS_PATH}/{id}`,
  summary: 'Change some fields of a contact (JSON Merge Patch)',
  description: `Applied to the stored fields, then checked and written as a PUT body; null resets the company name or e-mail. ${IF_MATCH_412}`,
  access: 'contacts:write',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: mergePatchBody(ContactPatch) },
  responses: { 200: taggedJsonResponse(ContactResponse, 'The updated contact') },
});

const deleteContactRoute = defineRoute({
  operationId: 'deleteContact',
  ...common,
  method: 'delete',
  path: `${CONTACTS_PATH}/{id}`,
  summary: 'Delete a contact that no badge holds',
  description: `A contact still on a badge cannot be deleted (409 saying on how many). ${IF_MATCH_412}`,
  access: 'contacts:write',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders },
  responses: { 204: { description: 'Deleted' } },
});

/** In mount order: the fixed paths (import.*, export.*) before `/{id}`, which would otherwise take `export.json`. */
export const contactRoutes = {
  list: listContactsRoute,
  create: createContactRoute,
  ...exchangeRoutes({
    basePath: CONTACTS_PATH,
    resource: 'contacts',
    tag: CONTACTS_TAG,
    plural: 'contacts',
    pluralName: 'Contacts',
    element: ContactRequest,
    elementExample: CONTACT_EXAMPLE,
    csvExample: CONTACT_CSV_EXAMPLE,
    response: ContactResponse,
    csvColumns: CONTACT_CSV_COLUMNS,
    importRule: 'every row creates a new contact',
  }),
  get: getContactRoute,
  update: updateContactRoute,
  patch: patchContactRoute,
  delete: deleteContactRoute,
};

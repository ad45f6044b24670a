import { z } from '@hono/zod-openapi';
import { exchangeRoutes } from '../coded-entities/coded-entity-exchange.routes.js';
import { defineRoute, IdParams, jsonBody, jsonResponse, READERS, WRITERS } from '../openapi/common.js';
import { createdRecordResponse } from '../openapi/record.schemas.js';
import { CONTACT_CSV_HEADER, ContactRequest, ContactResponse } from './contacts.schemas.js';

export const CONTACTS_PATH = '/api/v1/contact';
const CONTACTS_TAG = 'Contacts';
const common = { tags: [CONTACTS_TAG] };

const listContactsRoute = defineRoute({
  ...common,
  method: 'get',
  path: CONTACTS_PATH,
  summary: 'List contacts ordered by last name, then first name',
  access: READERS,
  responses: {
    200: jsonResponse(
      z.array(ContactResponse),
      'Every contact, by last name, first name (code point order), then id',
    ),
  },
});

const getContactRoute = defineRoute({
  ...common,
  method: 'get',
  path: `${CONTACTS_PATH}/{id}`,
  summary: 'Read a contact',
  access: READERS,
  errors: [404],
  request: { params: IdParams },
  responses: { 200: jsonResponse(ContactResponse, 'The contact') },
});

const createContactRoute = defineRoute({
  ...common,
  method: 'post',
  path: CONTACTS_PATH,
  summary: 'Create a contact',
  access: WRITERS,
  request: { body: jsonBody(ContactRequest) },
  responses: { 201: createdRecordResponse(ContactResponse, 'The created contact', `${CONTACTS_PATH}/7`) },
});

const updateContactRoute = defineRoute({
  ...common,
  method: 'put',
  path: `${CONTACTS_PATH}/{id}`,
  summary: 'Replace the names, company name and e-mail of a contact',
  description: 'An omitted company name or e-mail becomes null.',
  access: WRITERS,
  errors: [404],
  request: { params: IdParams, body: jsonBody(ContactRequest) },
  responses: { 200: jsonResponse(ContactResponse, 'The updated contact') },
});

const deleteContactRoute = defineRoute({
  ...common,
  method: 'delete',
  path: `${CONTACTS_PATH}/{id}`,
  summary: 'Delete a contact that no badge holds',
  description: 'A contact still on a badge cannot be deleted (409 saying on how many).',
  access: WRITERS,
  errors: [404, 409],
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' } },
});

/** In mount order: the fixed paths (import.*, export.*) before `/{id}`, which would otherwise take `export.json`. */
export const contactRoutes = {
  list: listContactsRoute,
  create: createContactRoute,
  ...exchangeRoutes({
    basePath: CONTACTS_PATH,
    tag: CONTACTS_TAG,
    plural: 'contacts',
    element: ContactRequest,
    response: ContactResponse,
    csvHeader: CONTACT_CSV_HEADER,
    importRule: 'every row creates a new contact',
  }),
  get: getContactRoute,
  update: updateContactRoute,
  delete: deleteContactRoute,
};

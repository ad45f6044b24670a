import { z } from '@hono/zod-openapi';
import { contactListParameters } from '../contacts/contacts.list.js';
import { ContactResponse } from '../contacts/contacts.schemas.js';
import { LIST_HEADERS } from '../listing/list-route.js';
import { defineRoute, IdParams, jsonBody, jsonResponse } from '../openapi/common.js';
import { limitPrints } from '../print-limits.js';
import { codedEntityRoutes } from '../records/coded.routes.js';
import { BADGES_PATH, BadgeContactsRequest, BadgePdfQuery, badgeResource } from './badges.schemas.js';

const common = { tags: [badgeResource.tag] };

const listBadgeContactsRoute = defineRoute({
  ...common,
  operationId: 'listBadgeContacts',
  method: 'get',
  path: `${BADGES_PATH}/{id}/contacts`,
  summary: "List a badge's contacts",
  access: 'badges:read',
  errors: [404],
  description:
    "Takes the contact list's parameters: paging, sorting, filters and search (docs/api/lists.md#a-badges-contacts).",
  request: { params: IdParams, query: contactListParameters },
  responses: {
    200: {
      description: 'The contacts on the badge in the order asked (last name, first name, then id by default)',
      headers: LIST_HEADERS,
      content: { 'application/json': { schema: z.array(ContactResponse) } },
    },
  },
});

const replaceBadgeContactsRoute = defineRoute({
  ...common,
  operationId: 'replaceBadgeContacts',
  method: 'put',
  path: `${BADGES_PATH}/{id}/contacts`,
  summary: "Replace a badge's contacts",
  description:
    'The given contacts become the whole set, in one transaction. An unknown contact is a 400 naming its index (`contactIds[2]`); an unknown badge is a 404.',
  access: 'badges:write',
  errors: [404, 409],
  request: { params: IdParams, body: jsonBody(BadgeContactsRequest) },
  responses: { 200: jsonResponse(z.array(ContactResponse), 'The new set, ordered as the list is') },
});

const printBadgeRoute = defineRoute({
  ...common,
  operationId: 'printBadge',
  method: 'get',
  path: `${BADGES_PATH}/{id}/pdf`,
  summary: "Print a badge's contacts as badges",
  description:
    "A4, eight badges a page (2 × 4), each with the badge label, the contact's full name and company, ordered by last name then first name. A badge without contacts gives a PDF saying so. A character no bundled font can print is a 422; content is never altered.",
  access: 'badges:print',
  middleware: [limitPrints()],
  expensive: true,
  errors: [404, 422, 503],
  request: { params: IdParams, query: BadgePdfQuery },
  responses: {
    200: {
      description: 'The PDF, shown inline, never cached',
      headers: z.object({
        'Content-Disposition': z
          .string()
          .openapi({ example: `inline; filename="badge-VIP.pdf"; filename*=UTF-8''badge-VIP.pdf` }),
        'Cache-Control': z.string().openapi({ example: 'no-store' }),
      }),
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
});

/** In mount order: the coded-entity routes, then a badge's contacts and printout. */
export const badgeRoutes = {
  ...codedEntityRoutes(badgeResource),
  listContacts: listBadgeContactsRoute,
  replaceContacts: replaceBadgeContactsRoute,
  print: printBadgeRoute,
};

import type { BadgeUseCases } from '../../../application/badges/badges.use-cases.js';
import { contactListing } from '../../../application/contacts/contact-listing.js';
import { contactFilter } from '../contacts/contacts.list.js';
import { toContactResponse } from '../contacts/contacts.schemas.js';
import { headerSafeFileName, inlinePdf } from '../exchange/file-transfer.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { callerOf } from '../print-limits.js';
import { codedEntityHandlers } from '../records/coded.handlers.js';
import { badgeRoutes } from './badges.routes.js';
import { badgeResource } from './badges.schemas.js';

function badgeHandlers(useCases: BadgeUseCases): Handlers<typeof badgeRoutes> {
  return {
    ...codedEntityHandlers(badgeResource, useCases),
    listContacts: async (c) => {
      const params = c.req.valid('query');
      const request = listRequest(params, contactListing, contactFilter(params), contactListing.defaultSort);
      const answer = await useCases.listContacts.execute(c.req.valid('param').id, request);
      return answerList(c, answer, toContactResponse);
    },
    replaceContacts: async (c) => {
      const { contactIds } = c.req.valid('json');
      const { id } = c.req.valid('param');
      const contacts = await useCases.replaceContacts.execute(id, contactIds, c.get('actor'));
      return jsonList(c, contacts, toContactResponse, 200);
    },
    print: async (c) => {
      const { contactIds } = c.req.valid('query');
      const { badge, pdf } = await useCases.print.execute(c.req.valid('param').id, contactIds, {
        signal: c.req.raw.signal,
        caller: callerOf(c.get('actor')),
      });
      const fileName = `badge-${badge.code}.pdf`;
      return c.body(pdf, 200, inlinePdf(headerSafeFileName(fileName), fileName));
    },
  };
}

export function badgesHttp(useCases: BadgeUseCases): HttpModule {
  return httpModule(badgeRoutes, badgeHandlers(useCases));
}

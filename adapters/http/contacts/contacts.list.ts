// The contact list's parameters (docs/api/lists.md#contacts) and the filter they give; a badge's contacts take them too.
import { z } from '@hono/zod-openapi';
import {
  CONTACT_SORT_KEYS,
  type ContactFilter,
  type ContactSortKey,
  contactListing,
} from '../../../application/contacts/contact-listing.js';
import { filterParameter, listParameters } from '../listing/list-parameters.js';
import type { CodedList } from '../records/coded.routes.js';
import { recordFilterParameters } from '../records/record-list.parameters.js';

export const contactListParameters = listParameters(
  Object.keys(CONTACT_SORT_KEYS),
  {
    ...recordFilterParameters,
    company: filterParameter(
      z.string().max(255),
      'company',
      'Contacts whose companyName is exactly this',
      'ACME',
    ),
    email: filterParameter(
      z.string().max(254),
      'email',
      'Contacts whose email is exactly this (as stored: e-mail addresses are never lower-cased)',
    ),
  },
  contactListing.defaultSort,
);

export function contactFilter(params: z.output<typeof contactListParameters>): ContactFilter {
  return { companyName: params.company, email: params.email, modifiedSince: params.modifiedSince };
}

/** By name, filtered by company and e-mail address (docs/api/lists.md#contacts). */
export const contactList: CodedList<ContactFilter, ContactSortKey> = {
  order: 'last name, then first name (code point order), then id',
  query: contactListParameters,
  filter: contactFilter,
  listing: contactListing,
};

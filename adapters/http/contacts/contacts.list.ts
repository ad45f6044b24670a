// The contact list's parameters (docs/api/lists.md#contacts) and the filter they give; a badge's contacts take them too.
import { z } from '@hono/zod-openapi';
import {
  CONTACT_DEFAULT_SORT,
  CONTACT_SORT_KEYS,
  type ContactFilter,
} from '../../../application/contacts/contact-listing.js';
import { recordFilterParameters } from '../archivable/record-list.parameters.js';
import { filterParameter, listParameters } from '../listing/list-parameters.js';

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
  CONTACT_DEFAULT_SORT,
);

export function contactFilter(params: z.output<typeof contactListParameters>): ContactFilter {
  return { companyName: params.company, email: params.email, modifiedSince: params.modifiedSince };
}

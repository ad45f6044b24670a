import { z } from '@hono/zod-openapi';
import type { ContactFilter } from '../../../application/contacts/contact-listing.js';
import { type ContactFields, contactKind, MAX_NAME_LENGTH } from '../../../domain/contacts/contact.js';
import { MAX_EMAIL_LENGTH } from '../../../domain/contacts/email.js';
import type { CodedEntityResource } from '../records/coded.routes.js';
import { codedEntitySchemas } from '../records/coded.schemas.js';
import { contactList } from './contacts.list.js';

const Name = z.string().openapi({ description: `Non-blank, at most ${MAX_NAME_LENGTH} characters` });

const schemas = codedEntitySchemas(
  contactKind,
  {
    create: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines Ltd',
      email: 'ada@example.org',
    },
    patch: { companyName: 'Acme Corporation' },
    csv: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' },
  },
  {
    firstName: { body: Name },
    lastName: { body: Name },
    email: {
      body: z
        .string()
        .nullable()
        .optional()
        .openapi({
          description: `An address like name@example.org, at most ${MAX_EMAIL_LENGTH} characters; omitted or blank means null`,
          example: 'ada@example.org',
        }),
    },
  },
);

/**
 * Contacts: a code-less kind on the coded-entity routes, without a seed; an import creates a
 * contact per element, the list is by name, a contact on a badge is not deleted (docs/api/badges.md#contacts).
 */
export const contactResource: CodedEntityResource<'times', false, ContactFields, ContactFilter> = {
  basePath: '/api/v1/contact',
  resource: 'contacts',
  tag: 'Contacts',
  noun: 'contact',
  plural: 'contacts',
  names: { one: 'Contact', many: 'Contacts' },
  seed: false,
  schemas,
  words: {
    update: {
      summary: 'Replace the names, company name and e-mail of a contact',
      rule: 'An omitted company name or e-mail becomes null.',
    },
    patch: {
      summary: 'Change some fields of a contact (JSON Merge Patch)',
      rule: 'Applied to the stored fields, then checked and written as a PUT body; null resets the company name or e-mail.',
    },
    subject: 'a contact',
    guardedDelete: {
      summary: 'Delete a contact that no badge holds',
      rule: 'A contact still on a badge cannot be deleted (409 saying on how many).',
    },
  },
  list: contactList,
};

export const ContactResponse = schemas.response;
export const toContactResponse = schemas.toResponse;

import { z } from '@hono/zod-openapi';
import type { Contact, ContactInput } from '../../../domain/contacts/contact.js';
import { MAX_NAME_LENGTH } from '../../../domain/contacts/contact.js';
import { MAX_EMAIL_LENGTH } from '../../../domain/contacts/email.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
import { ignoredServerFields, Timestamp } from '../access/users.schemas.js';
import type { CsvValues } from '../exchange/record-csv.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

/** A body that succeeds on a fresh instance (Swagger UI's example). */
export const CONTACT_EXAMPLE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Engines Ltd',
  email: 'ada@example.org',
};

export const CONTACT_CSV_HEADER = [
  'id',
  'firstName',
  'lastName',
  'companyName',
  'email',
  'createdDate',
  'lastModifiedDate',
];

/** The seven columns exactly, or with `?columns=named` the two names and any others (docs/api/exchange.md#headers). */
export const CONTACT_CSV_COLUMNS: CsvColumns = {
  exact: [CONTACT_CSV_HEADER],
  all: CONTACT_CSV_HEADER,
  required: ['firstName', 'lastName'],
};

export const ContactResponse = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string().nullable(),
    email: z.string().nullable(),
    createdDate: Timestamp,
    lastModifiedDate: Timestamp,
  })
  .openapi('Contact');

const Name = z.string().openapi({ description: `Non-blank, at most ${MAX_NAME_LENGTH} characters` });

/** Create, update (a PUT replaces every field: omitted optional ones become null) and import element. */
export const ContactRequest = z
  .strictObject({
    firstName: Name,
    lastName: Name,
    companyName: z
      .string()
      .nullable()
      .optional()
      .openapi({
        description: `Free text, at most ${MAX_NAME_LENGTH} characters; omitted or blank means null`,
      }),
    email: z
      .string()
      .nullable()
      .optional()
      .openapi({
        description: `An address like name@example.org, at most ${MAX_EMAIL_LENGTH} characters; omitted or blank means null`,
        example: 'ada@example.org',
      }),
    ...ignoredServerFields,
  })
  .openapi('ContactRequest', { example: CONTACT_EXAMPLE });

export const ContactPatch = mergePatchSchema(ContactRequest, 'ContactPatch').openapi({
  example: { companyName: 'Acme Corporation' },
});

export const CONTACT_CSV_EXAMPLE = [
  CONTACT_CSV_HEADER.join(','),
  ',Grace,Hopper,,grace@example.org,,',
  '',
].join('\r\n');

export function toContactResponse(contact: Contact): z.infer<typeof ContactResponse> {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    companyName: contact.companyName,
    email: contact.email,
    createdDate: formatInstant(contact.createdAt),
    lastModifiedDate: formatInstant(contact.updatedAt),
  };
}

export function toContactCsv(contact: Contact): CsvCell[] {
  const r = toContactResponse(contact);
  return [r.id, r.firstName, r.lastName, r.companyName, r.email, r.createdDate, r.lastModifiedDate];
}

/** id, createdDate and lastModifiedDate are server-owned: ignored on import; empty optional cells are null. */
export function contactFromCsv(values: CsvValues): ContactInput {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    companyName: values.companyName || null,
    email: values.email || null,
  };
}

import type { Context } from 'hono';
import {
  CONTACT_DEFAULT_SORT,
  type ContactFilter,
  type ContactSortKey,
  contactListing,
} from '../../../application/contacts/contact-listing.js';
import type { CreateContactUseCase } from '../../../application/contacts/create-contact.use-case.js';
import type { DeleteContactUseCase } from '../../../application/contacts/delete-contact.use-case.js';
import type { ImportContactsUseCase } from '../../../application/contacts/import-contacts.use-case.js';
import type {
  GetContactUseCase,
  ListContactsUseCase,
} from '../../../application/contacts/read-contacts.use-case.js';
import type { UpdateContactUseCase } from '../../../application/contacts/update-contact.use-case.js';
import type { ListUseCase } from '../../../application/listing/list.use-case.js';
import { CONTACT, type Contact } from '../../../domain/contacts/contact.js';
import type { AppEnv } from '../app-env.js';
import {
  csvBodyElements,
  csvDownload,
  indexedElements,
  jsonDownload,
} from '../coded-entities/coded-entity-exchange.handlers.js';
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { contactFilter } from './contacts.list.js';
import { CONTACTS_PATH, contactRoutes } from './contacts.routes.js';
import {
  CONTACT_CSV_COLUMNS,
  CONTACT_CSV_HEADER,
  ContactRequest,
  contactFromCsv,
  toContactCsv,
  toContactResponse,
} from './contacts.schemas.js';

export interface ContactUseCases {
  /** Every contact, for the exports. */
  readonly list: ListContactsUseCase;
  readonly listing: ListUseCase<Contact, ContactSortKey, ContactFilter>;
  readonly get: GetContactUseCase;
  readonly create: CreateContactUseCase;
  readonly update: UpdateContactUseCase;
  readonly delete: DeleteContactUseCase;
  readonly import: ImportContactsUseCase;
}

const csv = { header: CONTACT_CSV_HEADER, plural: 'contacts', toCsv: toContactCsv };

function contactHandlers(useCases: ContactUseCases): Handlers<typeof contactRoutes> {
  const imported = async (c: Context<AppEnv>, elements: Parameters<ImportContactsUseCase['execute']>[0]) => {
    const stored = await useCases.import.execute(elements, c.get('actor'));
    return prefersMinimal(c) ? importSummary(c, stored) : c.json(stored.map(toContactResponse), 201);
  };
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const request = listRequest(params, contactListing, contactFilter(params), CONTACT_DEFAULT_SORT);
      return answerList(c, await useCases.listing.execute(request), toContactResponse);
    },
    create: async (c) => {
      const { firstName, lastName, companyName, email } = c.req.valid('json');
      const created = await useCases.create.execute(
        { firstName, lastName, companyName, email },
        c.get('actor'),
      );
      return taggedJson(c, toContactResponse(created), 201, { Location: `${CONTACTS_PATH}/${created.id}` });
    },
    importJson: async (c) => imported(c, indexedElements(c.req.valid('json'))),
    importCsv: async (c) => imported(c, await csvBodyElements(c, CONTACT_CSV_COLUMNS, contactFromCsv)),
    exportJson: async (c) =>
      jsonList(c, await useCases.list.execute(), toContactResponse, 200, jsonDownload(csv.plural)),
    exportCsv: async (c) => csvDownload(c, await useCases.list.execute(), csv),
    get: async (c) =>
      conditionalJson(c, toContactResponse(await useCases.get.execute(c.req.valid('param').id))),
    update: async (c) => {
      const { firstName, lastName, companyName, email } = c.req.valid('json');
      const changes = { firstName, lastName, companyName, email };
      const precondition = ifMatch(c, toContactResponse);
      const updated = await useCases.update.execute(
        c.req.valid('param').id,
        changes,
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toContactResponse(updated), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const updated = await applyMergePatch(c, c.req.valid('json'), {
        name: CONTACT.name,
        id,
        read: () => useCases.get.execute(id),
        represent: toContactResponse,
        putBody: ({ firstName, lastName, companyName, email }) => ({
          firstName,
          lastName,
          companyName,
          email,
        }),
        schema: ContactRequest,
        write: ({ firstName, lastName, companyName, email }, precondition) =>
          useCases.update.execute(
            id,
            { firstName, lastName, companyName, email },
            c.get('actor'),
            precondition,
          ),
      });
      return taggedJson(c, toContactResponse(updated), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(c.req.valid('param').id, c.get('actor'), ifMatch(c, toContactResponse));
      return c.body(null, 204);
    },
  };
}

export function contactsHttp(useCases: ContactUseCases): HttpModule {
  return httpModule(contactRoutes, contactHandlers(useCases));
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { CreateContactUseCase } from '../../../application/contacts/create-contact.use-case.js';
import type { DeleteContactUseCase } from '../../../application/contacts/delete-contact.use-case.js';
import type { ImportContactsUseCase } from '../../../application/contacts/import-contacts.use-case.js';
import type {
  GetContactUseCase,
  ListContactsUseCase,
} from '../../../application/contacts/read-contacts.use-case.js';
import type { UpdateContactUseCase } from '../../../application/contacts/update-contact.use-case.js';
import type { AppEnv } from '../app-env.js';
import { exchangeRouter } from '../coded-entities/coded-entity-exchange.handlers.js';
import { jsonList } from '../json-list.js';
import {
  CONTACTS_PATH,
  CONTACTS_TAG,
  createContactRoute,
  deleteContactRoute,
  getContactRoute,
  listContactsRoute,
  updateContactRoute,
} from './contacts.routes.js';
import {
  CONTACT_CSV_HEADER,
  ContactRequest,
  ContactResponse,
  contactFromCsv,
  toContactCsv,
  toContactResponse,
} from './contacts.schemas.js';

export interface ContactUseCases {
  readonly list: ListContactsUseCase;
  readonly get: GetContactUseCase;
  readonly create: CreateContactUseCase;
  readonly update: UpdateContactUseCase;
  readonly delete: DeleteContactUseCase;
  readonly import: ImportContactsUseCase;
}

/** The fixed paths (import.*, export.*) go before `/{id}`, which would otherwise take `export.json`. */
export function contactRoutes(useCases: ContactUseCases) {
  const exchange = exchangeRouter(
    {
      basePath: CONTACTS_PATH,
      tag: CONTACTS_TAG,
      plural: 'contacts',
      element: ContactRequest,
      response: ContactResponse,
      csvHeader: CONTACT_CSV_HEADER,
      importRule: 'every row creates a new contact',
      fromCsv: contactFromCsv,
      toCsv: toContactCsv,
      toResponse: toContactResponse,
    },
    { import: (elements) => useCases.import.execute(elements), list: () => useCases.list.execute() },
  );
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(listContactsRoute, async (c) =>
      jsonList(c, await useCases.list.execute(), toContactResponse, 200),
    );

    app.openapi(createContactRoute, async (c) => {
      const { firstName, lastName, companyName, email } = c.req.valid('json');
      const created = await useCases.create.execute({ firstName, lastName, companyName, email });
      return c.json(toContactResponse(created), 201, { Location: `${CONTACTS_PATH}/${created.id}` });
    });

    exchange(app);

    app.openapi(getContactRoute, async (c) =>
      c.json(toContactResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    );

    app.openapi(updateContactRoute, async (c) => {
      const { firstName, lastName, companyName, email } = c.req.valid('json');
      const updated = await useCases.update.execute(c.req.valid('param').id, {
        firstName,
        lastName,
        companyName,
        email,
      });
      return c.json(toContactResponse(updated), 200);
    });

    app.openapi(deleteContactRoute, async (c) => {
      await useCases.delete.execute(c.req.valid('param').id);
      return c.body(null, 204);
    });
  };
}

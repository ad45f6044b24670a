import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ListBadgeContactsUseCase } from '../../../application/badges/list-badge-contacts.use-case.js';
import type { PrintBadgeUseCase } from '../../../application/badges/print-badge.use-case.js';
import type { ReplaceBadgeContactsUseCase } from '../../../application/badges/replace-badge-contacts.use-case.js';
import type { AppEnv } from '../app-env.js';
import { type CodedEntityUseCases, codedEntityRouter } from '../coded-entities/coded-entity.handlers.js';
import { toContactResponse } from '../contacts/contacts.schemas.js';
import { headerSafeFileName, inlinePdf } from '../exchange/file-transfer.js';
import { jsonList } from '../json-list.js';
import {
  BADGES_TAG,
  listBadgeContactsRoute,
  printBadgeRoute,
  replaceBadgeContactsRoute,
} from './badges.routes.js';
import { BADGES_PATH, badgeSchemas } from './badges.schemas.js';

export interface BadgeUseCases extends CodedEntityUseCases {
  readonly listContacts: ListBadgeContactsUseCase;
  readonly replaceContacts: ReplaceBadgeContactsUseCase;
  readonly print: PrintBadgeUseCase;
}

export function badgeRoutes(useCases: BadgeUseCases) {
  const lifecycle = codedEntityRouter(
    { basePath: BADGES_PATH, tag: BADGES_TAG, noun: 'badge', plural: 'badges', schemas: badgeSchemas },
    useCases,
  );
  return (app: OpenAPIHono<AppEnv>) => {
    lifecycle(app);

    app.openapi(listBadgeContactsRoute, async (c) => {
      const contacts = await useCases.listContacts.execute(c.req.valid('param').id);
      return jsonList(c, contacts, toContactResponse, 200);
    });

    app.openapi(replaceBadgeContactsRoute, async (c) => {
      const contacts = await useCases.replaceContacts.execute(
        c.req.valid('param').id,
        c.req.valid('json').contactIds,
      );
      return jsonList(c, contacts, toContactResponse, 200);
    });

    app.openapi(printBadgeRoute, async (c) => {
      const { badge, pdf } = await useCases.print.execute(
        c.req.valid('param').id,
        c.req.valid('query').contactIds,
      );
      const fileName = `badge-${badge.code}.pdf`;
      return c.body(pdf, 200, inlinePdf(headerSafeFileName(fileName), fileName));
    });
  };
}

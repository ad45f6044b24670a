import type { Container } from 'inversify';
import { badgeRoutes } from '../adapters/http/badges/badges.handlers.js';
import { companyRoutes } from '../adapters/http/companies/companies.routes.js';
import { contactRoutes } from '../adapters/http/contacts/contacts.handlers.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { ListBadgeContactsUseCase } from '../application/badges/list-badge-contacts.use-case.js';
import { PrintBadgeUseCase } from '../application/badges/print-badge.use-case.js';
import { ReplaceBadgeContactsUseCase } from '../application/badges/replace-badge-contacts.use-case.js';
import { CreateCodedEntityUseCase } from '../application/coded-entities/create-coded-entity.use-case.js';
import { DeleteCodedEntityUseCase } from '../application/coded-entities/delete-coded-entity.use-case.js';
import type { CodedEntityRepository } from '../application/coded-entities/ports/coded-entity.repository.js';
import {
  GetCodedEntityUseCase,
  ListCodedEntitiesUseCase,
} from '../application/coded-entities/read-coded-entities.use-case.js';
import { UpdateCodedEntityUseCase } from '../application/coded-entities/update-coded-entity.use-case.js';
import { UpsertCodedEntitiesUseCase } from '../application/coded-entities/upsert-coded-entities.use-case.js';
import { CreateContactUseCase } from '../application/contacts/create-contact.use-case.js';
import { DeleteContactUseCase } from '../application/contacts/delete-contact.use-case.js';
import { ImportContactsUseCase } from '../application/contacts/import-contacts.use-case.js';
import { GetContactUseCase, ListContactsUseCase } from '../application/contacts/read-contacts.use-case.js';
import { UpdateContactUseCase } from '../application/contacts/update-contact.use-case.js';
import type { PdfRenderer } from '../application/printing/ports/pdf-renderer.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { UnitOfWork } from '../application/shared/ports/unit-of-work.js';
import { BADGE } from '../domain/badges/badge.js';
import { COMPANY } from '../domain/companies/company.js';
import type { RecordKind } from '../domain/shared/record.errors.js';
import { TOKENS } from './tokens.js';

/** The lifecycle use cases of one kind of coded entity (badges, companies). */
function codedEntityUseCases(
  repository: CodedEntityRepository,
  kind: RecordKind,
  clock: Clock,
  uow: UnitOfWork,
) {
  return {
    list: new ListCodedEntitiesUseCase(repository),
    get: new GetCodedEntityUseCase(repository, kind),
    create: new CreateCodedEntityUseCase(repository, clock),
    update: new UpdateCodedEntityUseCase(repository, kind, clock, uow),
    delete: new DeleteCodedEntityUseCase(repository, kind),
    upsert: new UpsertCodedEntitiesUseCase(repository, clock, uow),
  };
}

/** Badges, companies and contacts (docs/api/badges.md). Needs TOKENS.clock and TOKENS.pdfRenderer. */
export function bindBadges(container: Container, persistence: Persistence): void {
  const { badges, companies, contacts, badgeContacts, unitOfWork } = persistence;

  container.bind(TOKENS.httpModules).toResolvedValue(
    (clock: Clock, renderer: PdfRenderer) =>
      badgeRoutes({
        ...codedEntityUseCases(badges, BADGE, clock, unitOfWork),
        listContacts: new ListBadgeContactsUseCase(badges, badgeContacts),
        replaceContacts: new ReplaceBadgeContactsUseCase(badges, contacts, badgeContacts, unitOfWork),
        print: new PrintBadgeUseCase(badges, badgeContacts, renderer),
      }),
    [TOKENS.clock, TOKENS.pdfRenderer],
  );
  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (clock: Clock) => companyRoutes(codedEntityUseCases(companies, COMPANY, clock, unitOfWork)),
      [TOKENS.clock],
    );
  container.bind(TOKENS.httpModules).toResolvedValue(
    (clock: Clock) =>
      contactRoutes({
        list: new ListContactsUseCase(contacts),
        get: new GetContactUseCase(contacts),
        create: new CreateContactUseCase(contacts, clock),
        update: new UpdateContactUseCase(contacts, clock, unitOfWork),
        delete: new DeleteContactUseCase(contacts, badgeContacts, unitOfWork),
        import: new ImportContactsUseCase(contacts, clock, unitOfWork),
      }),
    [TOKENS.clock],
  );
}

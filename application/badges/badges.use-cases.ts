import { badgeKind } from '../../domain/badges/badge.js';
import type { ContactRepository } from '../contacts/ports/contact.repository.js';
import type { PdfRenderer } from '../printing/ports/pdf-renderer.js';
import {
  type CodedEntityDeps,
  type CodedEntityUseCases,
  codedEntityUseCases,
} from '../records/coded.use-cases.js';
import type { CodedEntityRepository } from '../records/ports/coded-entity.repository.js';
import { ListBadgeContactsUseCase } from './list-badge-contacts.use-case.js';
import type { BadgeContactRepository } from './ports/badge-contact.repository.js';
import { PrintBadgeUseCase } from './print-badge.use-case.js';
import { ReplaceBadgeContactsUseCase } from './replace-badge-contacts.use-case.js';

export interface BadgeUseCases extends CodedEntityUseCases {
  readonly listContacts: ListBadgeContactsUseCase;
  readonly replaceContacts: ReplaceBadgeContactsUseCase;
  readonly print: PrintBadgeUseCase;
}

export interface BadgeDeps extends CodedEntityDeps {
  readonly badges: CodedEntityRepository;
  readonly contacts: ContactRepository;
  readonly badgeContacts: BadgeContactRepository;
  readonly pdfRenderer: PdfRenderer;
}

/** The record kernel for badges (a coded kind), plus a badge's contacts and their printout. */
export function badgeUseCases(deps: BadgeDeps): BadgeUseCases {
  const { badges, contacts, badgeContacts, unitOfWork, changes } = deps;
  return {
    ...codedEntityUseCases(badges, badgeKind, 'badges', deps),
    listContacts: new ListBadgeContactsUseCase(badges, contacts),
    replaceContacts: new ReplaceBadgeContactsUseCase(badges, contacts, badgeContacts, unitOfWork, changes),
    print: new PrintBadgeUseCase(badges, badgeContacts, deps.pdfRenderer),
  };
}

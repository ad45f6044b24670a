import { badgeKind } from '../../domain/badges/badge.js';
import type { ContactRepository } from '../contacts/ports/contact.repository.js';
import type { PdfRenderer } from '../printing/ports/pdf-renderer.js';
import { type DeletedUseCases, deletedKind } from '../records/coded-store.js';
import type { CodedEntityRepository } from '../records/ports/coded-entity.repository.js';
import { type KernelDeps, recordUseCases } from '../records/record.use-cases.js';
import { ListBadgeContactsUseCase } from './list-badge-contacts.use-case.js';
import type { BadgeContactRepository } from './ports/badge-contact.repository.js';
import { PrintBadgeUseCase } from './print-badge.use-case.js';
import { ReplaceBadgeContactsUseCase } from './replace-badge-contacts.use-case.js';

export interface BadgeUseCases extends DeletedUseCases {
  readonly listContacts: ListBadgeContactsUseCase;
  readonly replaceContacts: ReplaceBadgeContactsUseCase;
  readonly print: PrintBadgeUseCase;
}

export interface BadgeDeps extends KernelDeps {
  readonly badges: CodedEntityRepository;
  readonly contacts: ContactRepository;
  readonly badgeContacts: BadgeContactRepository;
  readonly pdfRenderer: PdfRenderer;
}

/** The record kernel for badges (a coded kind), plus a badge's contacts and their printout. */
export function badgeUseCases(deps: BadgeDeps): BadgeUseCases {
  const { badges, contacts, badgeContacts, unitOfWork, changes } = deps;
  return {
    ...recordUseCases(deletedKind(badges, badgeKind, 'badges', deps), deps),
    listContacts: new ListBadgeContactsUseCase(badges, contacts),
    replaceContacts: new ReplaceBadgeContactsUseCase(badges, contacts, badgeContacts, unitOfWork, changes),
    print: new PrintBadgeUseCase(badges, badgeContacts, deps.pdfRenderer),
  };
}

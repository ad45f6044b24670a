import { BADGE, type Badge } from '../../domain/badges/badge.js';
import { contactsToPrint } from '../../domain/badges/badge-contacts.js';
import type { Contact } from '../../domain/contacts/contact.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { PdfRenderer, PrintDocument, RenderRequest } from '../printing/ports/pdf-renderer.js';
import type { CodedEntityRepository } from '../records/ports/coded-entity.repository.js';
import type { BadgeContactRepository } from './ports/badge-contact.repository.js';

export interface BadgePrintout {
  readonly badge: Badge;
  readonly pdf: Uint8Array<ArrayBuffer>;
}

/** A badge's printable cards, one per contact (docs/api/printing.md#badge-sheets); `contactIds` absent prints every associated contact. */
export class PrintBadgeUseCase {
  constructor(
    private readonly badges: CodedEntityRepository,
    private readonly links: BadgeContactRepository,
    private readonly renderer: PdfRenderer,
  ) {}

  /** `request.signal` aborts when the client goes away: the render stops (PrintCancelled). */
  async execute(
    badgeId: number,
    contactIds?: readonly number[],
    request?: RenderRequest,
  ): Promise<BadgePrintout> {
    const badge = await this.badges.findById(badgeId);
    if (!badge) throw new RecordNotFound(BADGE, badgeId);
    const contacts = contactsToPrint(badgeId, await this.links.contactsOf(badgeId), contactIds);
    return { badge, pdf: await this.renderer.render(badgeDocument(badge, contacts), request) };
  }
}

function badgeDocument(badge: Badge, contacts: readonly Contact[]): PrintDocument {
  return {
    layout: 'badges',
    title: badge.label,
    emptyMessage: 'There are no contacts on this badge.',
    badges: contacts.map((contact) => ({
      title: badge.label,
      name: `${contact.firstName} ${contact.lastName}`,
      company: contact.companyName,
    })),
  };
}

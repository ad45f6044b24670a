import { type ErrorDetail, InvalidInput, NotFound } from '../shared/domain-error.js';

/** A badge's new contact set names contacts that do not exist (docs/api/badges.md#badge-contacts: 400). */
export class UnknownContacts extends InvalidInput {
  constructor(details: readonly ErrorDetail[]) {
    super('BADGE.UNKNOWN_CONTACT', 'A contact to put on the badge does not exist', details);
  }
}

/** A printout asks for a contact the badge does not hold; nothing is printed rather than less (docs/api/printing.md#badge-sheets: 404). */
export class ContactNotOnBadge extends NotFound {
  constructor(badgeId: number, contactIds: readonly number[]) {
    const shown = contactIds.slice(0, 10).join(', ') + (contactIds.length > 10 ? ', …' : '');
    super(
      'BADGE.CONTACT_NOT_ON_BADGE',
      `${contactIds.length === 1 ? 'Contact' : 'Contacts'} ${shown} ${contactIds.length === 1 ? 'is' : 'are'} not on badge ${badgeId}`,
    );
  }
}

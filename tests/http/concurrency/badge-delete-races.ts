import type { TestApp } from '../../support/test-app.js';
import { after, at, createdId, type DeleteRace, stored } from './delete-race.js';

/** Races of badge-contact writes with the delete of the badge or the contact. */
const BADGES = '/api/v1/badge';
const CONTACTS = '/api/v1/contact';

/** A badge and a contact, neither on the other yet. */
async function aBadgeAndAContact(t: TestApp, admin: string, unique: string) {
  const badge = await createdId(t, admin, BADGES, { code: `badge-${unique}`, label: 'badge' });
  const contact = await createdId(t, admin, CONTACTS, { firstName: 'Ada', lastName: `Lovelace ${unique}` });
  return {
    badge,
    contact,
    write: () =>
      t.request('PUT', `${BADGES}/${badge}/contacts`, { token: admin, json: { contactIds: [contact] } }),
    linked: async () => (await stored(t).badgeContacts.countBadgesOf(contact)) > 0,
  };
}

export const BADGE_RACES: DeleteRace[] = [
  {
    write: 'put contact K on a badge',
    remove: 'delete contact K',
    foreignKey: 'badge_contacts.contact_id',
    writeAnswers: { 200: null, 400: 'BADGE.UNKNOWN_CONTACT', 409: 'RECORD.REFERENCE_GONE' },
    removeAnswers: { 204: null, 409: 'CONTACT.IN_USE' },
    writeChecked: after('contacts', 'existingIds'),
    writeWrites: at('badgeContacts', 'replace'),
    removeDeletes: at('contacts', 'delete'),
    async stage(t, admin, unique) {
      const { contact, write, linked } = await aBadgeAndAContact(t, admin, unique);
      return {
        write,
        remove: () => t.request('DELETE', `${CONTACTS}/${contact}`, { token: admin }),
        referencedExists: async () => (await stored(t).contacts.findById(contact)) !== undefined,
        linked,
      };
    },
  },
  {
    write: 'put a contact on badge B',
    remove: 'delete badge B',
    foreignKey: 'badge_contacts.badge_id',
    writeAnswers: { 200: null, 404: 'BADGE.NOT_FOUND', 409: 'RECORD.REFERENCE_GONE' },
    removeAnswers: { 204: null },
    writeChecked: after('badges', 'findById'),
    writeWrites: at('badgeContacts', 'replace'),
    removeDeletes: at('badges', 'delete'),
    async stage(t, admin, unique) {
      const { badge, write, linked } = await aBadgeAndAContact(t, admin, unique);
      return {
        write,
        remove: () => t.request('DELETE', `${BADGES}/${badge}`, { token: admin }),
        referencedExists: async () => (await stored(t).badges.findById(badge)) !== undefined,
        linked,
      };
    },
  },
];

import fc from 'fast-check';
import { it } from 'vitest';
import {
  type ContactFilter,
  contactListing,
  contactSearchText,
} from '../../../application/contacts/contact-listing.js';
import { matchesWords } from '../../../domain/listing/search-words.js';
import { describeEachBackend } from '../../support/backends.js';
import { sinceT0 } from '../../support/coded-walk.js';
import { assertEveryWalk, rarely } from '../../support/list-walk.js';
import { aCodedEntity, aContact, usePersistence } from '../../support/persistence.js';

const FIRST = ['Ada', 'ada', 'Émile', 'Zoë'];
const LAST = ['Lovelace', 'Curie', 'curie', 'Ørsted'];
const COMPANIES = ['Acme', 'acme', 'Crème SA'];
const EMAILS = ['ada@example.com', 'a.b@example.org', 'Z@x.io'];

/** docs/api/lists.md#paging and #contacts, on contacts and a badge's contacts: pages walked while contacts come and go. */
describeEachBackend('contact list walks', (backend) => {
  const persistence = usePersistence(backend);

  it('when every page is walked, then each matching contact comes once, in order, whatever changes between pages', async () => {
    const { contacts, badgeContacts, badges } = persistence();
    const badge = await badges.insert(aCodedEntity({ code: 'WALK' }));
    // Who the badge holds now, and who it held when made (a removed contact was listed as held).
    const onBadge = new Set<number>();
    const madeOnBadge = new Set<number>();
    await assertEveryWalk({
      listing: contactListing,
      repository: contacts,
      fields: fc.record({
        firstName: fc.constantFrom(...FIRST),
        lastName: fc.constantFrom(...LAST),
        companyName: fc.option(fc.constantFrom(...COMPANIES), { nil: null }),
        email: fc.option(fc.constantFrom(...EMAILS), { nil: null }),
        modified: fc.integer({ min: 0, max: 5 }),
        onBadge: fc.boolean(),
      }),
      filter: fc.record({
        companyName: rarely(fc.constantFrom(...COMPANIES)),
        email: rarely(fc.constantFrom(...EMAILS)),
        modifiedSince: rarely(fc.integer({ min: 0, max: 5 })),
        onBadge: rarely(fc.constant(true)),
      }),
      searches: ['ada', 'CURIE', 'orsted', 'acme', 'example', 'crème emile'],
      toFilter: (chosen): ContactFilter => ({
        companyName: chosen.companyName,
        email: chosen.email,
        modifiedSince: sinceT0(chosen.modifiedSince),
        badgeId: chosen.onBadge ? badge.id : undefined,
      }),
      store: async ({ modified, onBadge: held, ...names }) => {
        const at = sinceT0(modified);
        const [contact] = await contacts.insertMany([aContact({ ...names, createdAt: at, updatedAt: at })]);
        if (held) {
          onBadge.add(contact!.id);
          madeOnBadge.add(contact!.id);
          await badgeContacts.replace(badge.id, [...onBadge]);
        }
        return contact!;
      },
      remove: async (rows) => {
        for (const row of rows) onBadge.delete(row.id);
        await badgeContacts.replace(badge.id, [...onBadge]);
        for (const row of rows) await contacts.delete(row.id);
      },
      matches: (contact, f, words) =>
        (f.companyName === undefined || contact.companyName === f.companyName) &&
        (f.email === undefined || contact.email === f.email) &&
        (f.modifiedSince === undefined || contact.updatedAt >= f.modifiedSince) &&
        (f.badgeId === undefined || madeOnBadge.has(contact.id)) &&
        matchesWords(contactSearchText(contact), words),
    });
  }, 120_000);
});

// A badge's contacts on Drizzle: the badge_contacts links.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { BadgeContactRepository } from '../../../../application/badges/ports/badge-contact.repository.js';
import type { Contact } from '../../../../domain/contacts/contact.js';
import { VanishedReference } from '../../../../domain/shared/record.errors.js';
import { chunks } from '../chunks.js';
import type { DrizzleContactRepository } from '../contacts/drizzle-contact.repository.js';
import { countWhere } from '../count-where.js';
import type { DrizzleGateway, Tables } from '../drizzle-gateway.js';
import type { ArchivableRow } from '../records/mapping.js';
import { guarded } from '../violations.js';
import { collect, limited } from '../walk.js';

/** Two bound values a link. */
const LINKS_PER_INSERT = 10_000;

export class DrizzleBadgeContactRepository implements BadgeContactRepository {
  /** `contacts` reads the joined contact rows. */
  constructor(
    private readonly gateway: DrizzleGateway,
    private readonly contacts: DrizzleContactRepository,
  ) {}

  private get t() {
    return this.gateway.tables;
  }

  contactsOf(badgeId: number): Promise<Contact[]> {
    const { badgeContacts, contacts } = this.t;
    return collect(
      this.gateway.walk(async (db, { after, limit }) => {
        const ofBadge = eq(badgeContacts.badgeId, badgeId);
        const query = db
          .select({ contact: contacts })
          .from(badgeContacts)
          .innerJoin(contacts, eq(contacts.id, badgeContacts.contactId))
          .where(after ? and(ofBadge, afterContact(contacts, after)) : ofBadge)
          .orderBy(...contactOrder(contacts))
          .$dynamic();
        return (await limited(query, limit)).map((row) =>
          this.contacts.toRecord(row.contact as unknown as ArchivableRow),
        );
      }),
    );
  }

  replace(badgeId: number, contactIds: readonly number[]): Promise<void> {
    const { badges, badgeContacts } = this.t;
    return this.gateway.write(async (db) => {
      // A no-op write that locks the badge row on Postgres: concurrent replacements of one badge
      // then run one after the other instead of merging their sets (under READ COMMITTED the
      // second DELETE would miss the first's uncommitted links). SQLite has one writer anyway.
      const locked = await db
        .update(badges)
        .set({ id: sql`${badges.id}` })
        .where(eq(badges.id, badgeId))
        .returning({ id: badges.id });
      if (locked.length === 0) throw new VanishedReference();
      await db.delete(badgeContacts).where(eq(badgeContacts.badgeId, badgeId));
      for (const chunk of chunks(contactIds, LINKS_PER_INSERT)) {
        await guarded(this.gateway, { foreignKey: () => new VanishedReference() }, () =>
          db.insert(badgeContacts).values(chunk.map((contactId) => ({ badgeId, contactId }))),
        );
      }
    });
  }

  countBadgesOf(contactId: number): Promise<number> {
    const { badgeContacts } = this.t;
    return countWhere(this.gateway.reader(), badgeContacts, eq(badgeContacts.contactId, contactId));
  }
}

/** Last name, first name, then id: code point order on both backends (COLLATE "C" on Postgres). */
function contactOrder(t: Tables['contacts']) {
  return [asc(t.lastName), asc(t.firstName), asc(t.id)] as const;
}

/** The contacts after `contact` in contactOrder (a row-value comparison, which the name index serves). */
function afterContact(t: Tables['contacts'], contact: Contact): SQL {
  return sql`(${t.lastName}, ${t.firstName}, ${t.id}) > (${contact.lastName}, ${contact.firstName}, ${contact.id})`;
}

// Badges, companies, contacts: no audit actors, physical delete.
import { codedColumns, listingColumns } from './columns.js';
import type { DialectKit } from './dialect-kit.js';
import { listIndexes } from './list-indexes.js';

export function badgesTables(k: DialectKit) {
  const { table, generatedId, id, micros, binaryText, index, primaryKey } = k;
  const { unsearchedIndex, codedSortIndexes } = listIndexes(k);
  /** A coded kind stamped with its times only. */
  const codedTable = <Name extends string>(name: Name) =>
    table(
      name,
      {
        ...codedColumns(k, name),
        createdAt: micros('created_at').notNull(),
        updatedAt: micros('updated_at').notNull(),
        ...listingColumns(k),
      },
      (t) => [unsearchedIndex(name, t), ...codedSortIndexes(name, t)],
    );
  const badges = codedTable('badges');
  const companies = codedTable('companies');

  const contacts = table(
    'contacts',
    {
      id: generatedId('id'),
      firstName: binaryText('first_name').notNull(),
      lastName: binaryText('last_name').notNull(),
      companyName: binaryText('company_name'),
      email: binaryText('email'),
      createdAt: micros('created_at').notNull(),
      updatedAt: micros('updated_at').notNull(),
      ...listingColumns(k),
    },
    (t) => [
      unsearchedIndex('contacts', t),
      index('contacts_name_idx').on(t.lastName, t.firstName, t.id),
      index('contacts_first_name_idx').on(t.firstName, t.id),
      index('contacts_email_idx').on(t.email, t.id),
      index('contacts_company_name_idx').on(t.companyName, t.id),
      index('contacts_created_at_idx').on(t.createdAt, t.id),
      index('contacts_updated_at_idx').on(t.updatedAt, t.id),
    ],
  );

  const badgeContacts = table(
    'badge_contacts',
    {
      badgeId: id('badge_id')
        .notNull()
        .references(() => badges.id, { onDelete: 'cascade' }),
      contactId: id('contact_id')
        .notNull()
        .references(() => contacts.id, { onDelete: 'restrict' }),
    },
    (t) => [
      primaryKey({ columns: [t.badgeId, t.contactId] }),
      index('badge_contacts_contact_id_idx').on(t.contactId),
    ],
  );
  return { badges, companies, contacts, badgeContacts };
}

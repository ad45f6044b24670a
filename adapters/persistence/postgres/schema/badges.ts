import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { binaryText, codedSortIndexes, id, listingColumns, micros, unsearchedIndex } from '../columns.js';

/* Badges, companies, contacts: no audit actors, physical delete. */

export const badges = pgTable(
  'badges',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('badges_code_unique'),
    label: binaryText('label').notNull(),
    description: text('description'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('badges', t), ...codedSortIndexes('badges', t)],
);

export const companies = pgTable(
  'companies',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('companies_code_unique'),
    label: binaryText('label').notNull(),
    description: text('description'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('companies', t), ...codedSortIndexes('companies', t)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: binaryText('first_name').notNull(),
    lastName: binaryText('last_name').notNull(),
    companyName: binaryText('company_name'),
    email: binaryText('email'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
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

export const badgeContacts = pgTable(
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

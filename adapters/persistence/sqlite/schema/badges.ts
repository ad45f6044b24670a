import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { codedSortIndexes, id, listingColumns, micros, unsearchedIndex } from '../columns.js';

/* Badges, companies, contacts: no audit actors, physical delete. */

export const badges = sqliteTable(
  'badges',
  {
    id: id('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull().unique('badges_code_unique'),
    label: text('label').notNull(),
    description: text('description'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('badges', t), ...codedSortIndexes('badges', t)],
);

export const companies = sqliteTable(
  'companies',
  {
    id: id('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull().unique('companies_code_unique'),
    label: text('label').notNull(),
    description: text('description'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('companies', t), ...codedSortIndexes('companies', t)],
);

export const contacts = sqliteTable(
  'contacts',
  {
    id: id('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    email: text('email'),
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

export const badgeContacts = sqliteTable(
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

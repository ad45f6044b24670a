// Search words for rows written before lists could be searched (docs/adr/0025-keyset-lists-and-word-search.md).
import { eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { roleSearchText } from '../../../../application/access/role-listing.js';
import { userSearchText } from '../../../../application/access/user-listing.js';
import { contactSearchText } from '../../../../application/contacts/contact-listing.js';
import { codedSearchText } from '../../../../application/listing/coded-listing.js';
import type { DrizzleGateway, Tables } from '../drizzle-gateway.js';

const BATCH = 500;

/** A searchable table: the columns its words come from, and how. */
interface Searchable {
  readonly table: PgTable & { readonly id: PgColumn; readonly searchText: PgColumn };
  readonly columns: Record<string, PgColumn>;
  // biome-ignore lint/suspicious/noExplicitAny: each table's own row shape, read by its own columns
  words(row: any): string;
}

function searchables(t: Tables): Searchable[] {
  // Archivable records are found as coded rows are: by code, label and description (record-listing.ts).
  const coded = [t.tasks, t.templateObjects, t.tags, t.nomenclatures, t.badges, t.companies];
  return [
    ...coded.map((table) => ({
      table,
      columns: { code: table.code, label: table.label, description: table.description },
      words: codedSearchText,
    })),
    {
      table: t.contacts,
      columns: {
        firstName: t.contacts.firstName,
        lastName: t.contacts.lastName,
        email: t.contacts.email,
        companyName: t.contacts.companyName,
      },
      words: contactSearchText,
    },
    { table: t.users, columns: { username: t.users.username }, words: userSearchText },
    { table: t.roles, columns: { code: t.roles.code, label: t.roles.label }, words: roleSearchText },
  ];
}

/**
 * Writes `search_text` of every row that has none, a batch per transaction, until none is left.
 * Idempotent, so instances starting together on one Postgres database only repeat a little work.
 */
export async function backfillSearchText(gateway: DrizzleGateway): Promise<void> {
  for (const { table, columns, words } of searchables(gateway.tables)) {
    for (;;) {
      const written = await gateway.write(async (db) => {
        const rows = await db
          .select({ id: table.id, ...columns })
          .from(table)
          .where(isNull(table.searchText))
          .limit(BATCH);
        for (const row of rows) {
          await db
            .update(table)
            .set({ searchText: words(row) })
            .where(eq(table.id, row.id));
        }
        return rows.length;
      });
      if (written < BATCH) break;
    }
  }
}

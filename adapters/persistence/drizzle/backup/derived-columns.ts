// Columns a restore computes rather than reads: each is derived from the row, as the repositories write it.
import { roleSearchText } from '../../../../application/access/role-listing.js';
import { userSearchText } from '../../../../application/access/user-listing.js';
import type { ArchiveRow } from '../../../../application/backup/archive-sections.js';
import { contactSearchText } from '../../../../application/contacts/contact-listing.js';
import { codedSearchText } from '../../../../application/listing/coded-listing.js';
import { recordSearchText } from '../../../../application/records/record-listing.js';
import { usernameKey } from '../../../../domain/access/user.js';
import { taskKind } from '../../../../domain/tasks/task.js';
import { templateObjectKind } from '../../../../domain/template-objects/template-object.js';
import { derivedColumns } from '../records/mapping.js';

// biome-ignore lint/suspicious/noExplicitAny: a row checked against its section by the archive reader
type Row = any;

const coded = (row: Row) => ({ searchText: codedSearchText(row) });
const task = derivedColumns(taskKind, recordSearchText);
const templateObject = derivedColumns(templateObjectKind, recordSearchText);

/** By section: the stored columns an archive leaves out because they follow from the others. */
export const DERIVED_COLUMNS: Readonly<Record<string, (row: ArchiveRow) => Record<string, unknown>>> = {
  roles: (row: Row) => ({ searchText: roleSearchText(row) }),
  users: (row: Row) => ({ usernameKey: usernameKey(row.username), searchText: userSearchText(row) }),
  tags: coded,
  nomenclatures: coded,
  badges: coded,
  companies: coded,
  tasks: (row: Row) => task(row),
  templateObjects: (row: Row) => templateObject(row),
  contacts: (row: Row) => ({ searchText: contactSearchText(row) }),
};
